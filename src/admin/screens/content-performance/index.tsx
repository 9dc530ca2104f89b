import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function ContentPerformanceScreen() {
	return <ScreenShell title={ __( 'Content Performance', 'sightline-seo' ) } description={ __( 'How each page performs in search.', 'sightline-seo' ) } />;
}
