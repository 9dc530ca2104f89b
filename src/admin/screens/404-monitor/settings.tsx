/**
 * The monitor's switch (setting enable_404_monitor), saved with the shared Save button, and what it
 * keeps, in the words a site owner checks before turning it on.
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { SaveButton } from '../../components/save-button';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';

export function NotFoundSettings() {
	const [ enabled, setEnabled ] = useSetting( 'enable_404_monitor' );
	return (
		<Section title={ __( 'Settings', 'sightline-seo' ) }>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Record addresses that answer 404',
					'sightline-seo'
				) }
				help={ __(
					'Keeps each missing address with its number of hits, the sites that linked to it and when it was last seen, for 30 days (5,000 addresses at most). No IP address or browser details are stored. Scans for server files and requests from scripts are left out.',
					'sightline-seo'
				) }
				checked={ Boolean( enabled ) }
				onChange={ setEnabled }
			/>
			<SaveButton />
		</Section>
	);
}
