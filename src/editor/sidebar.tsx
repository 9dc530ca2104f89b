import { PluginSidebar, PluginSidebarMoreMenuItem } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { seen } from '@wordpress/icons';

export const SIDEBAR_NAME = 'sightline-seo-sidebar';

export function SightlineSidebar() {
	return (
		<>
			<PluginSidebarMoreMenuItem target={ SIDEBAR_NAME } icon={ seen }>
				{ __( 'Sightline SEO', 'sightline-seo' ) }
			</PluginSidebarMoreMenuItem>
			<PluginSidebar name={ SIDEBAR_NAME } title={ __( 'Sightline SEO', 'sightline-seo' ) } icon={ seen } />
		</>
	);
}
