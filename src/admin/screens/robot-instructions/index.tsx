import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function RobotInstructionsScreen() {
	return <ScreenShell title={ __( 'Robot Instructions', 'sightline-seo' ) } description={ __( 'Indexing, following and archiving per content type.', 'sightline-seo' ) } />;
}
