import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function DashboardScreen() {
	return <ScreenShell title={ __( 'Dashboard', 'sightline-seo' ) } description={ __( 'Your site SEO at a glance.', 'sightline-seo' ) } />;
}
