/**
 * A "Settings" section holding one on/off setting, saved with the shared Save button (the Redirects
 * and 404 Monitor screens each have one).
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { GlobalSettings, SettingKey } from '../../store';
import { SaveButton } from './save-button';
import { Section } from './section';
import { useSetting } from './use-setting';

/** The settings whose value is on or off. */
type OnOffSettingKey = {
	[ K in SettingKey ]: GlobalSettings[ K ] extends boolean ? K : never;
}[ SettingKey ];

export function SettingToggleSection( {
	setting,
	label,
	help,
}: {
	setting: OnOffSettingKey;
	label: string;
	help: string;
} ) {
	const [ on, setOn ] = useSetting( setting );
	return (
		<Section title={ __( 'Settings', 'sightline-seo' ) }>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				checked={ Boolean( on ) }
				onChange={ setOn }
			/>
			<SaveButton />
		</Section>
	);
}
