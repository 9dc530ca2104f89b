/**
 * Title and description templates for one post type or taxonomy, and for a post type's archive page.
 * Empty fields use the global default templates (shown as placeholders), as the server does.
 */
import { SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { TemplateField } from '../../../components/template-field';
import { pageData } from '../../../utils/page-data';
import { useSetting } from '../../components/use-setting';
import { useSiteSettings } from '../../components/use-site-settings';

type Template = {
	title: string;
	description: string;
	archive_title?: string;
	archive_description?: string;
};

const EMPTY: Template = { title: '', description: '' };

export function TypeTemplates( {
	selected,
	onSelect,
}: {
	selected: string;
	onSelect: ( value: string ) => void;
} ) {
	const site = useSiteSettings();
	const [ postTypes, setPostTypes ] = useSetting( 'post_type_templates' );
	const [ taxonomies, setTaxonomies ] = useSetting( 'taxonomy_templates' );
	const [ title ] = useSetting( 'page_title' );
	const [ description ] = useSetting( 'page_description' );
	const { limits } = pageData();

	const options = [
		{
			value: '',
			label: __( 'All content (global defaults)', 'sightline-seo' ),
		},
		...( site?.post_types ?? [] ).map( ( type ) => ( {
			value: `post_type:${ type.slug }`,
			label: type.label,
		} ) ),
		...( site?.taxonomies ?? [] ).map( ( taxonomy ) => ( {
			value: `taxonomy:${ taxonomy.slug }`,
			label: taxonomy.label,
		} ) ),
	];

	const [ kind, slug ] = selected.split( ':' );
	const isTaxonomy = kind === 'taxonomy';
	const map = ( isTaxonomy ? taxonomies : postTypes ) ?? {};
	const current: Template = { ...EMPTY, ...( map[ slug ] ?? {} ) };
	const label =
		options.find( ( option ) => option.value === selected )?.label ?? slug;

	const update = ( patch: Partial< Template > ) => {
		if ( isTaxonomy ) {
			setTaxonomies( {
				...( taxonomies ?? {} ),
				[ slug ]: {
					title: current.title,
					description: current.description,
					...patch,
				},
			} );
		} else {
			setPostTypes( {
				...( postTypes ?? {} ),
				[ slug ]: {
					archive_title: '',
					archive_description: '',
					...current,
					...patch,
				},
			} );
		}
	};

	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Templates for', 'sightline-seo' ) }
				value={ selected }
				options={ options }
				onChange={ onSelect }
			/>
			{ selected !== '' && (
				<>
					<TemplateField
						label={ sprintf(
							/* translators: %s: post type or taxonomy name, e.g. Pages. */
							__( '%s: Search Title', 'sightline-seo' ),
							label
						) }
						value={ current.title }
						placeholder={ title }
						limit={ limits.title }
						help={ __(
							'Leave empty to use the default search title.',
							'sightline-seo'
						) }
						onChange={ ( value ) => update( { title: value } ) }
					/>
					<TemplateField
						label={ sprintf(
							/* translators: %s: post type or taxonomy name, e.g. Pages. */
							__( '%s: Search Description', 'sightline-seo' ),
							label
						) }
						value={ current.description }
						placeholder={ description }
						limit={ limits.description }
						multiline
						help={ __(
							'Leave empty to use the default search description.',
							'sightline-seo'
						) }
						onChange={ ( value ) =>
							update( { description: value } )
						}
					/>
					{ ! isTaxonomy && (
						<>
							<TemplateField
								label={ sprintf(
									/* translators: %s: post type name, e.g. Books. */
									__(
										'%s Archive: Search Title',
										'sightline-seo'
									),
									label
								) }
								value={ current.archive_title ?? '' }
								placeholder={ title }
								limit={ limits.title }
								help={ __(
									'The list page of this content type, if it has one. Leave empty to use the default search title.',
									'sightline-seo'
								) }
								onChange={ ( value ) =>
									update( { archive_title: value } )
								}
							/>
							<TemplateField
								label={ sprintf(
									/* translators: %s: post type name, e.g. Books. */
									__(
										'%s Archive: Search Description',
										'sightline-seo'
									),
									label
								) }
								value={ current.archive_description ?? '' }
								limit={ limits.description }
								multiline
								help={ __(
									'Leave empty to print no description on the list page.',
									'sightline-seo'
								) }
								onChange={ ( value ) =>
									update( { archive_description: value } )
								}
							/>
						</>
					) }
				</>
			) }
		</>
	);
}
