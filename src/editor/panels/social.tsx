/**
 * Social: Facebook and X title, description and image, each with its preview. Empty fields fall back
 * as the head does: Facebook to the search values, X to Facebook's; images to the featured image and
 * then the default social image.
 */
import { __ } from '@wordpress/i18n';

import {
	FacebookPreview,
	ImagePicker,
	TemplateField,
	XPreview,
} from '../../components';
import type { ObjectMeta } from '../../store/generated/object-meta';
import { useSeoObject } from '../context';
import { useEditorData, useResolvedSeo } from '../use-seo';

type Network = 'facebook' | 'twitter';

function NetworkFields( { network }: { network: Network } ) {
	const { meta, editMeta } = useSeoObject();
	const data = useEditorData();
	const resolved = useResolvedSeo()[ network ];
	const field = < K extends 'title' | 'description' | 'image' | 'image_id' >(
		name: K
	) => `${ network }_${ name }` as `${ Network }_${ K }` & keyof ObjectMeta;
	const isFacebook = network === 'facebook';
	return (
		<>
			<TemplateField
				label={
					isFacebook
						? __( 'Facebook title', 'sightline-seo' )
						: __( 'X title', 'sightline-seo' )
				}
				value={ meta[ field( 'title' ) ] as string }
				onChange={ ( value ) =>
					editMeta( { [ field( 'title' ) ]: value } )
				}
				limit={ data.limits.social_title }
				countedText={ resolved.title }
				placeholder={ resolved.title }
			/>
			<TemplateField
				label={
					isFacebook
						? __( 'Facebook description', 'sightline-seo' )
						: __( 'X description', 'sightline-seo' )
				}
				value={ meta[ field( 'description' ) ] as string }
				onChange={ ( value ) =>
					editMeta( { [ field( 'description' ) ]: value } )
				}
				limit={ data.limits.social_description }
				countedText={ resolved.description }
				placeholder={ resolved.description }
				multiline
			/>
			<ImagePicker
				label={
					isFacebook
						? __( 'Facebook image', 'sightline-seo' )
						: __( 'X image', 'sightline-seo' )
				}
				url={ meta[ field( 'image' ) ] as string }
				imageId={ meta[ field( 'image_id' ) ] as number }
				onChange={ ( image ) =>
					editMeta( {
						[ field( 'image' ) ]: image?.url ?? '',
						[ field( 'image_id' ) ]: image?.id ?? 0,
					} )
				}
				help={ __(
					'Recommended 1200 x 630 px, JPG or PNG. Empty uses the featured image, then the default social image.',
					'sightline-seo'
				) }
			/>
		</>
	);
}

export function SocialPanel() {
	const { url } = useSeoObject();
	const data = useEditorData();
	const resolved = useResolvedSeo();
	return (
		<div className="sightline-editor-panel">
			<h3 className="sightline-editor-panel__heading">
				{ __( 'Facebook', 'sightline-seo' ) }
			</h3>
			<FacebookPreview
				title={ resolved.facebook.title }
				description={ resolved.facebook.description }
				url={ url }
				imageUrl={ resolved.facebook.image }
			/>
			<NetworkFields network="facebook" />
			<h3 className="sightline-editor-panel__heading">
				{ __( 'X', 'sightline-seo' ) }
			</h3>
			<XPreview
				title={ resolved.twitter.title }
				description={ resolved.twitter.description }
				url={ url }
				imageUrl={ resolved.twitter.image }
				cardType={ data.twitterCardType }
			/>
			<NetworkFields network="twitter" />
		</div>
	);
}
