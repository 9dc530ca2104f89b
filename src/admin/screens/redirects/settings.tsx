/**
 * The redirect settings: whether a published post, page or term whose address changes gets its
 * redirect automatically (setting redirects_auto_create), saved with the shared Save button.
 */
import { __ } from '@wordpress/i18n';

import { SettingToggleSection } from '../../components/setting-toggle-section';

export function RedirectSettings() {
	return (
		<SettingToggleSection
			setting="redirects_auto_create"
			label={ __( 'Create redirects automatically', 'sightline-seo' ) }
			help={ __(
				'When a published post, page or term changes its address (slug or parent), add a 301 redirect from the old address. When off, the editor offers one.',
				'sightline-seo'
			) }
		/>
	);
}
