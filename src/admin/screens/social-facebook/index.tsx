import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function SocialFacebookScreen() {
	return <ScreenShell title={ __( 'Facebook', 'sightline-seo' ) } description={ __( 'Your Facebook page and author fallback.', 'sightline-seo' ) } />;
}
