import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function HomepageGeneralScreen() {
	return <ScreenShell title={ __( 'Home Page', 'sightline-seo' ) } description={ __( 'Search title and description of the home page.', 'sightline-seo' ) } />;
}
