import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function MetaTemplatesScreen() {
	return <ScreenShell title={ __( 'Meta Templates', 'sightline-seo' ) } description={ __( 'Default search titles and descriptions.', 'sightline-seo' ) } />;
}
