/**
 * Editor view of the Breadcrumbs block: a live preview rendered by the server (the same PHP that prints
 * the trail and the BreadcrumbList on the site, for the post being edited) and the separator setting.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, TextControl, Disabled } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export interface BreadcrumbsAttributes extends Record< string, unknown > {
	separator: string;
}

interface EditorSelectors {
	getCurrentPostId: () => number | string | null;
}

export default function Edit( {
	attributes,
	setAttributes,
	context,
}: BlockEditProps< BreadcrumbsAttributes > ) {
	const blockProps = useBlockProps();
	const editedPostId = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as unknown as
					EditorSelectors | undefined
			 )?.getCurrentPostId?.() ?? null,
		[]
	);
	const postId =
		typeof context.postId === 'number' ? context.postId : editedPostId;
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Breadcrumbs', 'sightline-seo' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Separator', 'sightline-seo' ) }
						help={ __(
							'Shown between the links of the trail.',
							'sightline-seo'
						) }
						value={ attributes.separator }
						onChange={ ( separator: string ) =>
							setAttributes( { separator } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<Disabled>
					<ServerSideRender
						block="sightline/breadcrumbs"
						attributes={ attributes }
						skipBlockSupportAttributes
						urlQueryArgs={
							typeof postId === 'number'
								? { post_id: postId }
								: {}
						}
					/>
				</Disabled>
			</div>
		</>
	);
}
