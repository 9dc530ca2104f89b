/**
 * Miscellaneous: on a multilingual site, the hreflang x-default; the search engines' site verification
 * codes; removing all plugin data on uninstall (opt-in; off by default so deleting the plugin by mistake
 * loses nothing).
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { useSetting } from '../../components/use-setting';
import { XDefaultControl } from '../../components/x-default-control';
import { pageData } from '../../../utils/page-data';
import { SiteVerificationSection } from './site-verification';

export default function MiscellaneousScreen() {
	const [ deleteData, setDeleteData ] = useSetting(
		'delete_data_on_uninstall'
	);
	const [ xDefault, setXDefault ] = useSetting( 'hreflang_x_default' );
	const data = pageData();
	return (
		<ScreenShell
			title={ __( 'Miscellaneous', 'sightline-seo' ) }
			description={ __( 'Other options.', 'sightline-seo' ) }
			actions={ <SaveButton /> }
		>
			<XDefaultControl
				languages={ data.languages }
				defaultName={ data.editingLanguage?.name }
				value={ xDefault ?? 'default' }
				onChange={ setXDefault }
			/>
			<SiteVerificationSection />
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Remove all data on uninstall', 'sightline-seo' ) }
				help={ __(
					'When Sightline SEO is deleted from the Plugins screen, also delete its settings and every SEO value saved on posts and terms. This cannot be undone.',
					'sightline-seo'
				) }
				checked={ !! deleteData }
				onChange={ setDeleteData }
			/>
		</ScreenShell>
	);
}
