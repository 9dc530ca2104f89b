import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function SocialXScreen() {
	return <ScreenShell title={ __( 'X', 'sightline-seo' ) } description={ __( 'Card type and X profiles.', 'sightline-seo' ) } />;
}
