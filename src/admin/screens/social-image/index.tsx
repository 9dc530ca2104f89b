import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function SocialImageScreen() {
	return <ScreenShell title={ __( 'Default Social Image', 'sightline-seo' ) } description={ __( 'The image shared when a page has none of its own.', 'sightline-seo' ) } />;
}
