/**
 * The monitor's switch (setting enable_404_monitor), saved with the shared Save button, and what it
 * keeps, in the words a site owner checks before turning it on.
 */
import { __ } from '@wordpress/i18n';

import { SettingToggleSection } from '../../components/setting-toggle-section';

export function NotFoundSettings() {
	return (
		<SettingToggleSection
			setting="enable_404_monitor"
			label={ __( 'Record addresses that answer 404', 'sightline-seo' ) }
			help={ __(
				'Keeps each missing address with its number of hits, the sites that linked to it and when it was last seen, for 30 days (5,000 addresses at most). No IP address or browser details are stored. Scans for server files and requests from scripts are left out.',
				'sightline-seo'
			) }
		/>
	);
}
