import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';

export default function MiscellaneousScreen() {
	return <ScreenShell title={ __( 'Miscellaneous', 'sightline-seo' ) } description={ __( 'Other options.', 'sightline-seo' ) } />;
}
