/**
 * On a multilingual site, which language version the hreflang x-default names (the version search
 * engines give searchers whose language has none): the default language's, another language's, or
 * none. The head and the sitemaps follow the same setting (hreflang_x_default).
 */
import { SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

export interface XDefaultControlProps {
	/** The site's languages; none on a single-language site, where nothing is shown. */
	languages?: { slug: string; name: string }[];
	/** The default language's name. */
	defaultName?: string;
	value: string;
	onChange: ( value: string ) => void;
}

export function XDefaultControl( {
	languages,
	defaultName,
	value,
	onChange,
}: XDefaultControlProps ) {
	if ( ! languages || languages.length < 2 ) {
		return null;
	}
	const options = [
		{
			value: 'default',
			label: defaultName
				? sprintf(
						/* translators: %s: a language name, e.g. English. */
						__( 'The default language (%s)', 'sightline-seo' ),
						defaultName
					)
				: __( 'The default language', 'sightline-seo' ),
		},
		...languages.map( ( language ) => ( {
			value: language.slug,
			label: language.name,
		} ) ),
		{ value: 'none', label: __( 'None', 'sightline-seo' ) },
	];
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __(
				'Version for searchers in other languages (x-default)',
				'sightline-seo'
			) }
			help={ __(
				'The language version search engines show to searchers whose language the page has no version in, in the hreflang links and the sitemaps. A page without a version in the chosen language names the default language’s.',
				'sightline-seo'
			) }
			value={ value }
			options={ options }
			onChange={ ( next: string ) => onChange( next ) }
		/>
	);
}
