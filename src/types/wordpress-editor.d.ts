/**
 * The package @wordpress/editor 14.0 (WordPress 6.6) ships no type declarations; these cover what we use from it.
 */
declare module '@wordpress/editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const store: import( '@wordpress/data' ).StoreDescriptor< any >;

	export const PluginSidebar: ComponentType< {
		name: string;
		title: string;
		icon?: ReactNode | ComponentType;
		className?: string;
		isPinnable?: boolean;
		header?: ReactNode;
		children?: ReactNode;
	} >;

	export const PluginSidebarMoreMenuItem: ComponentType< {
		target: string;
		icon?: ReactNode | ComponentType;
		children?: ReactNode;
	} >;

	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title?: string;
		className?: string;
		icon?: ReactNode | ComponentType;
		children?: ReactNode;
	} >;

	export const PluginPrePublishPanel: ComponentType< {
		title?: string;
		initialOpen?: boolean;
		icon?: ReactNode | ComponentType;
		className?: string;
		children?: ReactNode;
	} >;
}
