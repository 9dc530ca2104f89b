import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function ImportExportScreen() {
	return <ScreenShell title={ __( 'Import/Export', 'sightline-seo' ) } description={ __( 'Move settings between sites.', 'sightline-seo' ) } />;
}
