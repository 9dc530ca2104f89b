/**
 * The package @wordpress/media-utils 5.0 (WordPress 6.6) ships no type declarations; these cover what we use from it.
 */
declare module '@wordpress/media-utils' {
	import type { ComponentType, ReactNode } from 'react';

	/** The attachment JSON the media frame hands back (wp.media model toJSON()). */
	export interface MediaAttachment {
		id: number;
		url: string;
		filename?: string;
		mime?: string;
		type?: string;
		subtype?: string;
		filesizeInBytes?: number;
		width?: number;
		height?: number;
		alt?: string;
		[ key: string ]: unknown;
	}

	export const MediaUpload: ComponentType< {
		allowedTypes?: string[];
		multiple?: boolean;
		value?: number;
		title?: string;
		onSelect: ( media: MediaAttachment ) => void;
		onClose?: () => void;
		render: ( props: { open: () => void } ) => ReactNode;
	} >;
}
