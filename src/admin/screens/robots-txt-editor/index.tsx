import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function RobotsTxtEditorScreen() {
	return <ScreenShell title={ __( 'Robots.txt Editor', 'sightline-seo' ) } description={ __( 'The robots.txt file search engines read.', 'sightline-seo' ) } />;
}
