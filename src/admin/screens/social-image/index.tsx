/**
 * Default Social Image: one media-library image shared when a page has none of its own.
 */
import { __ } from '@wordpress/i18n';

import { ImagePicker } from '../../../components/image-picker';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { useSetting } from '../../components/use-setting';

export default function SocialImageScreen() {
	const [ url, setUrl ] = useSetting( 'fallback_image' );
	const [ imageId, setImageId ] = useSetting( 'fallback_image_id' );
	return (
		<ScreenShell
			title={ __( 'Default Social Image', 'sightline-seo' ) }
			description={ __(
				'The image shared on social networks when a page has none of its own.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<ImagePicker
				label={ __( 'Default Social Image', 'sightline-seo' ) }
				url={ url ?? '' }
				imageId={ imageId }
				help={ __(
					'Recommended size 1200 x 630 px, JPG or PNG.',
					'sightline-seo'
				) }
				onChange={ ( image ) => {
					setUrl( image?.url ?? '' );
					setImageId( image?.id ?? 0 );
				} }
			/>
		</ScreenShell>
	);
}
