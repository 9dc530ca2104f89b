/**
 * Home Page > Social: the Facebook and X title, description and image of the home page, with previews.
 * Empty fields fall back (X → Facebook → search title/description; images → default social image).
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import { ImagePicker } from '../../../components/image-picker';
import {
	FacebookPreview,
	XPreview,
	type SocialPreviewProps,
} from '../../../components/social-preview';
import { TemplateField } from '../../../components/template-field';
import { pageData } from '../../../utils/page-data';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { Section, WithPreview } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { usePreviewValues } from '../../components/use-site-settings';
import { useHomeSocial, type HomeSocialCard } from './use-home-social';

const IMAGE_HELP = () =>
	__( 'Recommended size 1200 x 630 px, JPG or PNG.', 'sightline-seo' );

interface SocialSectionProps {
	/** Whose settings: home_page_{network}_title, _description and _image_url. */
	network: 'facebook' | 'twitter';
	title: string;
	previewTitle: string;
	labels: { title: string; description: string; image: string };
	/** The title, description and image the site prints. */
	card: HomeSocialCard;
	preview: ( props: SocialPreviewProps ) => ReactNode;
}

/** One network's section: its title, description and image fields beside the preview. */
function SocialSection( {
	network,
	title,
	previewTitle,
	labels,
	card,
	preview,
}: SocialSectionProps ) {
	const [ text, setText ] = useSetting( `home_page_${ network }_title` );
	const [ description, setDescription ] = useSetting(
		`home_page_${ network }_description`
	);
	const [ image, setImage ] = useSetting(
		`home_page_${ network }_image_url`
	);
	const values = usePreviewValues();
	const { limits } = pageData();
	return (
		<Section title={ title }>
			<WithPreview
				previewTitle={ previewTitle }
				preview={ preview( {
					title: card.title,
					description: card.description,
					url: values.site_url ?? '',
					imageUrl: card.image,
				} ) }
			>
				<TemplateField
					label={ labels.title }
					value={ text ?? '' }
					onChange={ setText }
					limit={ limits.social_title }
					countedText={ card.title }
				/>
				<TemplateField
					label={ labels.description }
					value={ description ?? '' }
					onChange={ setDescription }
					limit={ limits.social_description }
					countedText={ card.description }
					multiline
				/>
				<ImagePicker
					label={ labels.image }
					url={ image ?? '' }
					help={ IMAGE_HELP() }
					onChange={ ( picked ) => setImage( picked?.url ?? '' ) }
				/>
			</WithPreview>
		</Section>
	);
}

export default function HomepageSocialScreen() {
	const [ cardType ] = useSetting( 'twitter_card_type' );
	const home = useHomeSocial();

	return (
		<ScreenShell
			title={ __( 'Home Page Social', 'sightline-seo' ) }
			description={ __(
				'How the home page looks when shared.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<SocialSection
				network="facebook"
				title={ __( 'Facebook', 'sightline-seo' ) }
				previewTitle={ __( 'Facebook Preview', 'sightline-seo' ) }
				labels={ {
					title: __( 'Facebook Title', 'sightline-seo' ),
					description: __( 'Facebook Description', 'sightline-seo' ),
					image: __( 'Facebook Image', 'sightline-seo' ),
				} }
				card={ home.facebook }
				preview={ ( props ) => <FacebookPreview { ...props } /> }
			/>
			<SocialSection
				network="twitter"
				title={ __( 'X', 'sightline-seo' ) }
				previewTitle={ __( 'X Preview', 'sightline-seo' ) }
				labels={ {
					title: __( 'X Title', 'sightline-seo' ),
					description: __( 'X Description', 'sightline-seo' ),
					image: __( 'X Image', 'sightline-seo' ),
				} }
				card={ home.x }
				preview={ ( props ) => (
					<XPreview cardType={ cardType } { ...props } />
				) }
			/>
		</ScreenShell>
	);
}
