import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function SchemaScreen() {
	return <ScreenShell title={ __( 'Schema', 'sightline-seo' ) } description={ __( 'Structured data the site outputs.', 'sightline-seo' ) } />;
}
