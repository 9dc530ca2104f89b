/**
 * A single image from the WordPress media library (wp.media frame through @wordpress/media-utils), with
 * a preview, Replace and Remove. The admin page loads the media scripts (wp_enqueue_media). An image set
 * by URL (typed, or migrated from another plugin) is looked up in the media library by its file name so the
 * picker shows its name, type and size too.
 */
import { Button, BaseControl } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { MediaUpload, type MediaAttachment } from '@wordpress/media-utils';
import { store, type FoundMedia } from '../store';
import { formatBytes } from '../utils/format';
import './style.scss';

/** A media attachment as the picker shows it: id, url, filename, type, size. */
export interface PickedImage {
	id: number;
	url: string;
	filename: string;
	type: string;
	size: number;
}

export function toPickedImage( media: MediaAttachment ): PickedImage {
	const type =
		media.mime ??
		( media.type && media.subtype
			? `${ media.type }/${ media.subtype }`
			: ( media.type ?? '' ) );
	return {
		id: Number( media.id ) || 0,
		url: media.url ?? '',
		filename: media.filename ?? media.url?.split( '/' ).pop() ?? '',
		type,
		size: Number( media.filesizeInBytes ) || 0,
	};
}

export interface ImagePickerProps {
	label: string;
	/** The chosen image's URL ('' for none). */
	url: string;
	imageId?: number;
	onChange: ( image: PickedImage | null ) => void;
	help?: string;
}

export function ImagePicker( {
	label,
	url,
	imageId,
	onChange,
	help,
}: ImagePickerProps ) {
	const id = useInstanceId( ImagePicker, 'sightline-image-picker' ) as string;
	const { findMediaByUrl } = useDispatch( store );
	const [ found, setFound ] = useState< FoundMedia | null >( null );
	useEffect( () => {
		let current = true;
		setFound( null );
		if ( url ) {
			findMediaByUrl( url ).then( ( media: FoundMedia | null ) => {
				if ( current ) {
					setFound( media );
				}
			} );
		}
		return () => {
			current = false;
		};
	}, [ url, findMediaByUrl ] );
	return (
		<BaseControl
			id={ id }
			label={ label }
			help={ help }
			className="sightline-image-picker"
			__nextHasNoMarginBottom
		>
			<div id={ id } className="sightline-image-picker__body">
				{ url ? (
					<>
						<img
							className="sightline-image-picker__preview"
							src={ url }
							alt={ label }
						/>
						{ found && (
							<p className="sightline-image-picker__details">
								{ [
									found.filename,
									found.type,
									found.size ? formatBytes( found.size ) : '',
								]
									.filter( Boolean )
									.join( ' · ' ) }
							</p>
						) }
					</>
				) : (
					<div className="sightline-image-picker__empty">
						{ __( 'No image selected', 'sightline-seo' ) }
					</div>
				) }
				<div className="sightline-image-picker__actions">
					<MediaUpload
						title={ label }
						allowedTypes={ [ 'image' ] }
						multiple={ false }
						value={ imageId || undefined }
						onSelect={ ( media ) =>
							onChange( toPickedImage( media ) )
						}
						render={ ( { open } ) => (
							<Button
								variant="secondary"
								onClick={ open }
								aria-describedby={
									help ? `${ id }__help` : undefined
								}
							>
								{ url
									? __( 'Replace Image', 'sightline-seo' )
									: __( 'Select Image', 'sightline-seo' ) }
							</Button>
						) }
					/>
					{ url && (
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () => onChange( null ) }
						>
							{ __( 'Remove Image', 'sightline-seo' ) }
						</Button>
					) }
				</div>
			</div>
		</BaseControl>
	);
}
