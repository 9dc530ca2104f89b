/**
 * One check: a status badge (icon plus text, so colour is never the only signal), the message, how to
 * fix it with a link to the screen that fixes it, and an Ignore / Un-ignore button. When the list
 * knows where the check points (a block, a field), the message is a button that shows it.
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

import type { MouseEvent } from 'react';

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
	/** Shows what the check is about (its block, its field); the message becomes its button. */
	onGoTo?: ( from: HTMLElement ) => void;
}

export function CheckRow( {
	check,
	ignored,
	onIgnore,
	onRestore,
	busy = false,
	onGoTo,
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
				{ onGoTo ? (
					// A div: the button's description is a hidden div, which a <p> may not hold.
					<div className="sightline-check__message">
						<Button
							variant="link"
							className="sightline-check__go-to"
							onClick={ ( event: MouseEvent< HTMLElement > ) =>
								onGoTo( event.currentTarget )
							}
							describedBy={ __(
								'Shows what this result is about.',
								'sightline-seo'
							) }
						>
							{ check.message }
						</Button>
					</div>
				) : (
					<p className="sightline-check__message">
						{ check.message }
					</p>
				) }
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
