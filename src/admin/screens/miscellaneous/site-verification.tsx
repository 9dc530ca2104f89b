/**
 * Site verification: one field per search engine for the code of the meta tag it asks the site to print
 * (on the home page only). A pasted whole tag is saved as its content: the server's rule
 * (Settings\Site_Verification) tidies and checks each code, and a refused one comes back as the save's
 * error notice naming the field.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { GlobalSettings } from '../../../store';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';

type Engine = keyof GlobalSettings[ 'site_verification' ];

/** The engines in the order of the screen, each with its label and where its code comes from. */
function engines(): { id: Engine; label: string; help: string }[] {
	return [
		{
			id: 'google',
			label: __( 'Google', 'sightline-seo' ),
			help: __(
				'The content of the meta tag Google Search Console gives (google-site-verification).',
				'sightline-seo'
			),
		},
		{
			id: 'bing',
			label: __( 'Bing', 'sightline-seo' ),
			help: __(
				'The content of the meta tag Bing Webmaster Tools gives (msvalidate.01).',
				'sightline-seo'
			),
		},
		{
			id: 'baidu',
			label: __( 'Baidu', 'sightline-seo' ),
			help: __(
				'The content of the meta tag Baidu Webmaster Tools gives (baidu-site-verification).',
				'sightline-seo'
			),
		},
		{
			id: 'yandex',
			label: __( 'Yandex', 'sightline-seo' ),
			help: __(
				'The content of the meta tag Yandex Webmaster gives (yandex-verification).',
				'sightline-seo'
			),
		},
		{
			id: 'pinterest',
			label: __( 'Pinterest', 'sightline-seo' ),
			help: __(
				'The content of the meta tag Pinterest gives when you claim your website (p:domain_verify).',
				'sightline-seo'
			),
		},
	];
}

export function SiteVerificationSection() {
	const [ codes, setCodes ] = useSetting( 'site_verification' );
	return (
		<Section
			title={ __( 'Site verification', 'sightline-seo' ) }
			description={ __(
				'Verification codes from search engines’ webmaster tools, printed as meta tags on the home page. Pasting the whole meta tag keeps its code.',
				'sightline-seo'
			) }
		>
			{ engines().map( ( engine ) => (
				<TextControl
					key={ engine.id }
					__nextHasNoMarginBottom
					label={ engine.label }
					help={ engine.help }
					value={ codes?.[ engine.id ] ?? '' }
					onChange={ ( value ) =>
						setCodes( { ...codes, [ engine.id ]: value } )
					}
				/>
			) ) }
		</Section>
	);
}
