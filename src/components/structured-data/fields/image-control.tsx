/**
 * An image property's value: its address, typed or chosen in the media library, with a small preview.
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { MediaUpload } from '@wordpress/media-utils';

export interface ImageControlProps {
	label: string;
	value: string;
	onChange: ( url: string ) => void;
	placeholder?: string;
}

export function ImageControl( {
	label,
	value,
	onChange,
	placeholder,
}: ImageControlProps ) {
	return (
		<div className="sightline-schema-image">
			<TextControl
				label={ label }
				type="url"
				value={ value }
				placeholder={ placeholder }
				onChange={ onChange }
				__nextHasNoMarginBottom
			/>
			<div className="sightline-schema-image__row">
				{ value && /^https?:\/\//i.test( value ) && (
					<img
						className="sightline-schema-image__preview"
						src={ value }
						alt=""
					/>
				) }
				<MediaUpload
					title={ label }
					allowedTypes={ [ 'image' ] }
					multiple={ false }
					onSelect={ ( media ) => onChange( media.url ?? '' ) }
					render={ ( { open } ) => (
						<Button
							variant="secondary"
							size="compact"
							onClick={ open }
							aria-label={ sprintf(
								/* translators: %s: name of an image field, e.g. Image (required). */
								__(
									'Choose from the media library: %s',
									'sightline-seo'
								),
								label
							) }
						>
							{ __( 'Media library', 'sightline-seo' ) }
						</Button>
					) }
				/>
			</div>
		</div>
	);
}
