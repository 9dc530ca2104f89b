import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function SitemapsScreen() {
	return <ScreenShell title={ __( 'Sitemaps', 'sightline-seo' ) } description={ __( 'XML sitemaps for search engines.', 'sightline-seo' ) } />;
}
