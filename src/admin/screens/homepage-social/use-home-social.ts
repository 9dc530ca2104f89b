/**
 * The home page's social texts and images with their fallbacks, as the site prints them: Facebook falls
 * back to the home page's search title/description and the default social image; X falls back to Facebook.
 */
import { useSetting } from '../../components/use-setting';

export function useHomeSocial() {
	const [ title ] = useSetting( 'home_page_title' );
	const [ description ] = useSetting( 'home_page_description' );
	const [ fbTitle ] = useSetting( 'home_page_facebook_title' );
	const [ fbDescription ] = useSetting( 'home_page_facebook_description' );
	const [ fbImage ] = useSetting( 'home_page_facebook_image_url' );
	const [ xTitle ] = useSetting( 'home_page_twitter_title' );
	const [ xDescription ] = useSetting( 'home_page_twitter_description' );
	const [ xImage ] = useSetting( 'home_page_twitter_image_url' );
	const [ featured ] = useSetting( 'home_page_featured_image' );
	const [ fallbackImage ] = useSetting( 'fallback_image' );

	const facebook = {
		title: fbTitle || title || '',
		description: fbDescription || description || '',
		image: fbImage || featured || fallbackImage || '',
	};
	return {
		facebook,
		x: {
			title: xTitle || facebook.title,
			description: xDescription || facebook.description,
			image: xImage || facebook.image,
		},
	};
}
