/**
 * Advanced: robots directives as tri-states (follow the site rules, or force on/off for this object),
 * the canonical URL and, for posts in several categories, the primary category.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { isValidUrl } from '../../utils/url';
import { useSeoObject } from '../context';
import { PrimaryCategoryControl } from './primary-category';

type Robots = 'robots_noindex' | 'robots_nofollow' | 'robots_noarchive';
type TriState = 'inherit' | 'on' | 'off';

export function AdvancedPanel() {
	const { kind, meta, editMeta, url } = useSeoObject();
	const rows: Array< {
		field: Robots;
		label: string;
		on: string;
		off: string;
	} > = [
		{
			field: 'robots_noindex',
			label: __( 'No Index', 'sightline-seo' ),
			on: __( 'Yes: keep out of search results', 'sightline-seo' ),
			off: __( 'No: allow in search results', 'sightline-seo' ),
		},
		{
			field: 'robots_nofollow',
			label: __( 'No Follow', 'sightline-seo' ),
			on: __( 'Yes: do not follow links', 'sightline-seo' ),
			off: __( 'No: follow links', 'sightline-seo' ),
		},
		{
			field: 'robots_noarchive',
			label: __( 'No Archive', 'sightline-seo' ),
			on: __( 'Yes: no cached copy', 'sightline-seo' ),
			off: __( 'No: allow a cached copy', 'sightline-seo' ),
		},
	];
	const canonical = meta.canonical.trim();
	const canonicalError =
		canonical !== '' &&
		! ( /^https?:\/\//i.test( canonical ) && isValidUrl( canonical ) );
	return (
		<div className="sightline-editor-panel">
			{ rows.map( ( row ) => (
				<SelectControl
					key={ row.field }
					label={ row.label }
					value={ meta[ row.field ] }
					options={ [
						{
							value: 'inherit',
							label: __(
								'Default (site settings)',
								'sightline-seo'
							),
						},
						{ value: 'on', label: row.on },
						{ value: 'off', label: row.off },
					] }
					onChange={ ( value: string ) =>
						editMeta( { [ row.field ]: value as TriState } )
					}
					__nextHasNoMarginBottom
				/>
			) ) }
			<TextControl
				label={ __( 'Canonical URL', 'sightline-seo' ) }
				type="url"
				value={ meta.canonical }
				placeholder={ url }
				onChange={ ( value: string ) =>
					editMeta( { canonical: value } )
				}
				help={
					canonicalError
						? __(
								'Enter a full address starting with https://, or leave empty to use the permalink.',
								'sightline-seo'
							)
						: __(
								'Leave empty to use the permalink.',
								'sightline-seo'
							)
				}
				className={
					canonicalError
						? 'sightline-editor-panel__invalid'
						: undefined
				}
				__nextHasNoMarginBottom
			/>
			{ kind === 'post' && <PrimaryCategoryControl /> }
		</div>
	);
}
