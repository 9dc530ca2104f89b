/**
 * The home page's social texts and images as the site prints them (see src/resolution: the same chains
 * as the server's Resolver::social() and Images::for_context() for the home page).
 */
import {
	resolveDescription,
	resolveSocialImages,
	resolveSocialTexts,
	type TemplateScope,
	type VariableValues,
} from '../../../resolution';
import { useSetting } from '../../components/use-setting';
import { usePreviewValues } from '../../components/use-site-settings';

export interface HomeSocialCard {
	title: string;
	description: string;
	image: string;
}

export function useHomeSocial(): {
	facebook: HomeSocialCard;
	x: HomeSocialCard;
} {
	const [ title ] = useSetting( 'home_page_title' );
	const [ description ] = useSetting( 'home_page_description' );
	const [ pageTitle ] = useSetting( 'page_title' );
	const [ pageDescription ] = useSetting( 'page_description' );
	const [ globalDefault ] = useSetting( 'global_default' );
	const [ fbTitle ] = useSetting( 'home_page_facebook_title' );
	const [ fbDescription ] = useSetting( 'home_page_facebook_description' );
	const [ fbImage ] = useSetting( 'home_page_facebook_image_url' );
	const [ xTitle ] = useSetting( 'home_page_twitter_title' );
	const [ xDescription ] = useSetting( 'home_page_twitter_description' );
	const [ xImage ] = useSetting( 'home_page_twitter_image_url' );
	const [ featured ] = useSetting( 'home_page_featured_image' );
	const [ fallbackImage ] = useSetting( 'fallback_image' );
	const [ socialTitleSiteName ] = useSetting( 'social_title_site_name' );
	const sample = usePreviewValues();
	// On the home page %title% is the site's name, as the server resolves it.
	const values: VariableValues = { ...sample, title: sample.site_name };

	const scope: TemplateScope = {
		values,
		separator: values.separator ?? '',
	};
	const titleTemplates = [
		title ?? '',
		pageTitle ?? '',
		globalDefault?.page_title ?? '',
	];
	const searchDescription = resolveDescription(
		[
			description ?? '',
			pageDescription ?? '',
			globalDefault?.page_description ?? '',
		],
		scope,
		values.tagline ?? ''
	);
	const texts = resolveSocialTexts(
		{
			facebookTitles: [ fbTitle ?? '' ],
			facebookDescriptions: [ fbDescription ?? '' ],
			twitterTitles: [ xTitle ?? '' ],
			twitterDescriptions: [ xDescription ?? '' ],
			titleTemplates,
			socialTitleSiteName: socialTitleSiteName !== false,
			description: searchDescription,
			titleValue: values.site_name ?? '',
			siteName: values.site_name ?? '',
		},
		scope
	);
	const images = resolveSocialImages( {
		facebook: fbImage ?? '',
		twitter: xImage ?? '',
		featured: featured ?? '',
		contentImage: '',
		fallback: fallbackImage ?? '',
	} );
	return {
		facebook: { ...texts.facebook, image: images.facebook },
		x: { ...texts.twitter, image: images.twitter },
	};
}
