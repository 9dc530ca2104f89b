import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function SiteSeoAnalysisScreen() {
	return <ScreenShell title={ __( 'Site SEO Analysis', 'sightline-seo' ) } description={ __( 'Checks of your home page and site-wide settings.', 'sightline-seo' ) } />;
}
