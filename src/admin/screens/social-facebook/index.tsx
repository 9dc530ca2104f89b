/**
 * Facebook (SPEC §2.2): the site's page URL and the author fallback URL, with a share preview of the
 * home page. Social URLs are free text (SPEC §5.1): placeholders suggest full URLs, nothing is blocked.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FacebookPreview } from '../../../components/social-preview';
import { resolveTemplate } from '../../../utils/variables';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { WithPreview } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { usePreviewValues } from '../../components/use-site-settings';
import { useHomeSocial } from '../homepage-social/use-home-social';

export default function SocialFacebookScreen() {
	const [ pageUrl, setPageUrl ] = useSetting( 'facebook_page_url' );
	const [ authorFallback, setAuthorFallback ] = useSetting(
		'facebook_author_fallback'
	);
	const home = useHomeSocial();
	const values = usePreviewValues();
	return (
		<ScreenShell
			title={ __( 'Facebook', 'sightline-seo' ) }
			description={ __(
				'Your Facebook page and the profile used for authors without one.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<WithPreview
				previewTitle={ __( 'Facebook Preview', 'sightline-seo' ) }
				preview={
					<FacebookPreview
						title={ resolveTemplate( home.facebook.title, values ) }
						description={ resolveTemplate(
							home.facebook.description,
							values
						) }
						url={ values.site_url ?? '' }
						imageUrl={ home.facebook.image }
					/>
				}
			>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Facebook Page URL', 'sightline-seo' ) }
					placeholder="https://www.facebook.com/yourpage"
					value={ pageUrl ?? '' }
					onChange={ setPageUrl }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Author Fallback URL', 'sightline-seo' ) }
					help={ __(
						'Used as the article author when the post author has no Facebook profile.',
						'sightline-seo'
					) }
					placeholder="https://www.facebook.com/yourprofile"
					value={ authorFallback ?? '' }
					onChange={ setAuthorFallback }
				/>
			</WithPreview>
		</ScreenShell>
	);
}
