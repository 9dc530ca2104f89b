import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function HomepageSocialScreen() {
	return <ScreenShell title={ __( 'Home Page Social', 'sightline-seo' ) } description={ __( 'How the home page looks when shared.', 'sightline-seo' ) } />;
}
