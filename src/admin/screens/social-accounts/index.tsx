import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function SocialAccountsScreen() {
	return <ScreenShell title={ __( 'Other Accounts', 'sightline-seo' ) } description={ __( 'Links to your other social profiles.', 'sightline-seo' ) } />;
}
