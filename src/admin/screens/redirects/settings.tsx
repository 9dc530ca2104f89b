/**
 * The redirect settings: whether a published post, page or term whose address changes gets its
 * redirect automatically (setting redirects_auto_create), saved with the shared Save button.
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { SaveButton } from '../../components/save-button';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';

export function RedirectSettings() {
	const [ automatic, setAutomatic ] = useSetting( 'redirects_auto_create' );
	return (
		<Section title={ __( 'Settings', 'sightline-seo' ) }>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Create redirects automatically',
					'sightline-seo'
				) }
				help={ __(
					'When a published post, page or term changes its address (slug or parent), add a 301 redirect from the old address. When off, the editor offers one.',
					'sightline-seo'
				) }
				checked={ Boolean( automatic ) }
				onChange={ setAutomatic }
			/>
			<SaveButton />
		</Section>
	);
}
