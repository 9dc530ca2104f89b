import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function HomepageAdvancedScreen() {
	return <ScreenShell title={ __( 'Home Page Advanced', 'sightline-seo' ) } description={ __( 'Robots instructions for the home page only.', 'sightline-seo' ) } />;
}
