/**
 * The parts of @wordpress/blocks, @wordpress/block-editor and @wordpress/server-side-render (WordPress 6.6
 * versions) the Breadcrumbs block uses; those packages ship no types.
 */
declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';

	export interface BlockEditProps< A > {
		attributes: A;
		setAttributes: ( attributes: Partial< A > ) => void;
		clientId: string;
		context: Record< string, unknown >;
		isSelected: boolean;
	}

	export function registerBlockType< A extends Record< string, unknown > >(
		metadata: { name: string } & Record< string, unknown >,
		settings: {
			edit: ComponentType< BlockEditProps< A > >;
			save: () => null;
		} & Record< string, unknown >
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
	export const InspectorControls: ComponentType< {
		children?: ReactNode;
		group?: string;
	} >;
}

declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
		urlQueryArgs?: Record< string, unknown >;
		skipBlockSupportAttributes?: boolean;
	} >;
	export default ServerSideRender;
}
