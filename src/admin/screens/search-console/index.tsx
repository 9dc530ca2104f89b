import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function SearchConsoleScreen() {
	return <ScreenShell title={ __( 'Search Console', 'sightline-seo' ) } description={ __( 'Clicks, impressions and positions from Google Search Console.', 'sightline-seo' ) } />;
}
