/**
 * One check: a status badge (icon plus text, so colour is never the only signal), the message, how to
 * fix it with a link to the screen that fixes it, and an Ignore / Un-ignore button.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	Icon,
	cancelCircleFilled,
	info,
	published,
	warning,
} from '@wordpress/icons';

import { statusLabel } from './grouping';
import type { CheckItem, CheckStatus } from './types';

const ICONS: Record< CheckStatus, typeof info > = {
	error: cancelCircleFilled,
	warning,
	suggestion: info,
	success: published,
};

export interface CheckRowProps {
	check: CheckItem;
	ignored: boolean;
	/** Omit to hide the button (e.g. passed checks cannot be ignored). */
	onIgnore?: ( id: string ) => void;
	onRestore?: ( id: string ) => void;
	busy?: boolean;
}

export function CheckRow( {
	check,
	ignored,
	onIgnore,
	onRestore,
	busy = false,
}: CheckRowProps ) {
	// An ignored check can be restored; a passing one has nothing to ignore.
	let action: typeof onIgnore | undefined;
	if ( ignored ) {
		action = onRestore;
	} else if ( check.status !== 'success' ) {
		action = onIgnore;
	}
	return (
		<li
			className={ `sightline-check sightline-check--${ check.status }${ ignored ? ' is-ignored' : '' }` }
			data-check-id={ check.id }
		>
			<span className="sightline-check__status">
				<Icon icon={ ICONS[ check.status ] } size={ 20 } />
				<span className="screen-reader-text">
					{ statusLabel( check.status ) }:{ ' ' }
				</span>
			</span>
			<div className="sightline-check__body">
				<p className="sightline-check__message">{ check.message }</p>
				{ check.description && (
					<p className="sightline-check__description">
						{ check.description }
					</p>
				) }
				{ check.link && (
					<a
						className="sightline-check__link"
						href={ check.link.url }
					>
						{ check.link.label }
					</a>
				) }
			</div>
			{ action && (
				<Button
					className="sightline-check__action"
					variant="tertiary"
					size="compact"
					isBusy={ busy }
					disabled={ busy }
					__experimentalIsFocusable
					onClick={ () => action( check.id ) }
					label={
						ignored
							? sprintf(
									/* translators: %s: the check's message. */
									__( 'Un-ignore: %s', 'sightline-seo' ),
									check.message
								)
							: sprintf(
									/* translators: %s: the check's message. */
									__( 'Ignore: %s', 'sightline-seo' ),
									check.message
								)
					}
					showTooltip={ false }
				>
					{ ignored
						? __( 'Un-ignore', 'sightline-seo' )
						: __( 'Ignore', 'sightline-seo' ) }
				</Button>
			) }
		</li>
	);
}
