/**
 * Home Page > Social: the Facebook and X title, description and image of the home page, with previews.
 * Empty fields fall back (X → Facebook → search title/description; images → default social image).
 */
import { __ } from '@wordpress/i18n';

import { ImagePicker } from '../../../components/image-picker';
import { FacebookPreview, XPreview } from '../../../components/social-preview';
import { TemplateField } from '../../../components/template-field';
import { pageData } from '../../../utils/page-data';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { Section, WithPreview } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { usePreviewValues } from '../../components/use-site-settings';
import { useHomeSocial } from './use-home-social';

const IMAGE_HELP = () =>
	__( 'Recommended size 1200 x 630 px, JPG or PNG.', 'sightline-seo' );

export default function HomepageSocialScreen() {
	const [ fbTitle, setFbTitle ] = useSetting( 'home_page_facebook_title' );
	const [ fbDescription, setFbDescription ] = useSetting(
		'home_page_facebook_description'
	);
	const [ fbImage, setFbImage ] = useSetting(
		'home_page_facebook_image_url'
	);
	const [ xTitle, setXTitle ] = useSetting( 'home_page_twitter_title' );
	const [ xDescription, setXDescription ] = useSetting(
		'home_page_twitter_description'
	);
	const [ xImage, setXImage ] = useSetting( 'home_page_twitter_image_url' );
	const [ cardType ] = useSetting( 'twitter_card_type' );
	const home = useHomeSocial();
	const values = usePreviewValues();
	const { limits } = pageData();
	const url = values.site_url ?? '';
	const resolved = {
		fbTitle: home.facebook.title,
		fbDescription: home.facebook.description,
		xTitle: home.x.title,
		xDescription: home.x.description,
	};

	return (
		<ScreenShell
			title={ __( 'Home Page Social', 'sightline-seo' ) }
			description={ __(
				'How the home page looks when shared.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<Section title={ __( 'Facebook', 'sightline-seo' ) }>
				<WithPreview
					previewTitle={ __( 'Facebook Preview', 'sightline-seo' ) }
					preview={
						<FacebookPreview
							title={ resolved.fbTitle }
							description={ resolved.fbDescription }
							url={ url }
							imageUrl={ home.facebook.image }
						/>
					}
				>
					<TemplateField
						label={ __( 'Facebook Title', 'sightline-seo' ) }
						value={ fbTitle ?? '' }
						onChange={ setFbTitle }
						limit={ limits.social_title }
						countedText={ resolved.fbTitle }
					/>
					<TemplateField
						label={ __( 'Facebook Description', 'sightline-seo' ) }
						value={ fbDescription ?? '' }
						onChange={ setFbDescription }
						limit={ limits.social_description }
						countedText={ resolved.fbDescription }
						multiline
					/>
					<ImagePicker
						label={ __( 'Facebook Image', 'sightline-seo' ) }
						url={ fbImage ?? '' }
						help={ IMAGE_HELP() }
						onChange={ ( image ) => setFbImage( image?.url ?? '' ) }
					/>
				</WithPreview>
			</Section>
			<Section title={ __( 'X', 'sightline-seo' ) }>
				<WithPreview
					previewTitle={ __( 'X Preview', 'sightline-seo' ) }
					preview={
						<XPreview
							cardType={ cardType }
							title={ resolved.xTitle }
							description={ resolved.xDescription }
							url={ url }
							imageUrl={ home.x.image }
						/>
					}
				>
					<TemplateField
						label={ __( 'X Title', 'sightline-seo' ) }
						value={ xTitle ?? '' }
						onChange={ setXTitle }
						limit={ limits.social_title }
						countedText={ resolved.xTitle }
					/>
					<TemplateField
						label={ __( 'X Description', 'sightline-seo' ) }
						value={ xDescription ?? '' }
						onChange={ setXDescription }
						limit={ limits.social_description }
						countedText={ resolved.xDescription }
						multiline
					/>
					<ImagePicker
						label={ __( 'X Image', 'sightline-seo' ) }
						url={ xImage ?? '' }
						help={ IMAGE_HELP() }
						onChange={ ( image ) => setXImage( image?.url ?? '' ) }
					/>
				</WithPreview>
			</Section>
		</ScreenShell>
	);
}
