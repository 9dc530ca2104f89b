import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function MigrateScreen() {
	return <ScreenShell title={ __( 'Migrate', 'sightline-seo' ) } description={ __( 'Bring your SEO data from another plugin.', 'sightline-seo' ) } />;
}
