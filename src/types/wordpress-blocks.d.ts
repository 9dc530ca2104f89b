/**
 * The parts of @wordpress/blocks, @wordpress/block-editor and @wordpress/server-side-render (WordPress 6.6
 * versions) our blocks and the Links panel use; those packages ship no types.
 */
declare module '@wordpress/blocks' {
	import type { ComponentType, ReactElement } from 'react';

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
			save: ( props: { attributes: A } ) => ReactElement | null;
		} & Record< string, unknown >
	): unknown;

	/** The HTML a block saves, its inner blocks' included. */
	export function getBlockContent( block: {
		name: string;
		attributes: Record< string, unknown >;
		innerBlocks: unknown[];
		isValid?: boolean;
		originalContent?: string;
	} ): string | undefined;
	export interface BlockInstance {
		clientId: string;
		name: string;
		attributes: Record< string, unknown >;
	}

	/** Blocks as post content: each block's comment-delimited HTML, joined by a blank line. */
	export function serialize(
		blocks: BlockInstance | BlockInstance[]
	): string;

	export function createBlock(
		name: string,
		attributes?: Record< string, unknown >
	): BlockInstance;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const useBlockProps: {
		( props?: Record< string, unknown > ): Record< string, unknown >;
		save: (
			props?: Record< string, unknown >
		) => Record< string, unknown >;
	};
	interface RichTextProps {
		tagName: string;
		value: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		allowedFormats?: string[];
		identifier?: string;
		className?: string;
		'aria-label'?: string;
	}
	export const RichText: ComponentType< RichTextProps > & {
		Content: ComponentType< {
			tagName: string;
			value: string;
			className?: string;
		} >;
	};
	export const MediaUpload: ComponentType< {
		allowedTypes?: string[];
		value?: number;
		onSelect: ( media: { id: number; url: string; alt?: string } ) => void;
		render: ( props: { open: () => void } ) => ReactNode;
	} >;
	export const MediaUploadCheck: ComponentType< { children?: ReactNode } >;
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
