import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function ManageFeaturesScreen() {
	return <ScreenShell title={ __( 'Manage Features', 'sightline-seo' ) } description={ __( 'Turn Sightline SEO features on or off.', 'sightline-seo' ) } />;
}
