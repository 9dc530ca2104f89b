/**
 * Manage Features: the four feature flags. Each needs a page reload to show or hide its areas, which the
 * store handles (x-requires-reload → "Settings saved successfully" and a refresh).
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { useSetting } from '../../components/use-setting';
import type { FeatureFlag } from '../../routes';

function FlagToggle( {
	flag,
	label,
	help,
}: {
	flag: FeatureFlag;
	label: string;
	help: string;
} ) {
	const [ on, setOn ] = useSetting( flag );
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			checked={ !! on }
			onChange={ setOn }
		/>
	);
}

export default function ManageFeaturesScreen() {
	return (
		<ScreenShell
			title={ __( 'Manage Features', 'sightline-seo' ) }
			description={ __(
				'Turn Sightline SEO features on or off.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<FlagToggle
				flag="enable_page_level_seo"
				label={ __( 'Page-Level SEO', 'sightline-seo' ) }
				help={ __(
					'SEO fields and checks for each post, page and term in the editor.',
					'sightline-seo'
				) }
			/>
			<FlagToggle
				flag="enable_google_console"
				label={ __( 'Google Search Console', 'sightline-seo' ) }
				help={ __(
					'The Search Console and Content Performance screens.',
					'sightline-seo'
				) }
			/>
			<FlagToggle
				flag="enable_schemas"
				label={ __( 'Schema', 'sightline-seo' ) }
				help={ __(
					'Structured data output and the Schema screen.',
					'sightline-seo'
				) }
			/>
			<FlagToggle
				flag="enable_migration"
				label={ __( 'Migration', 'sightline-seo' ) }
				help={ __(
					'Importing SEO data from other plugins (Tools > Migrate).',
					'sightline-seo'
				) }
			/>
		</ScreenShell>
	);
}
