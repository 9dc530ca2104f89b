/**
 * Facebook: the switch of the Open Graph tags, the site's page URL and the author fallback URL, with a
 * share preview of the home page. Social URLs are free text: placeholders suggest full URLs, nothing is
 * blocked. Whether social titles keep the site name is chosen here too (The SEO Framework leaves it out).
 * With the Open Graph tags off, the fields that only shape them are disabled; the others also shape
 * the X card, the structured data or the canonical, and stay.
 */
import {
	CheckboxControl,
	Notice,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FacebookPreview } from '../../../components/social-preview';
import type { GlobalSettings } from '../../../store';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { WithPreview } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { usePreviewValues } from '../../components/use-site-settings';
import { useHomeSocial } from '../homepage-social/use-home-social';

/** What og:url shares (setting og_url). */
const OG_URL_RULES = [
	{
		value: 'canonical',
		label: __( 'The canonical address', 'sightline-seo' ),
	},
	{
		value: 'address',
		label: __(
			"The page's own address, even with a canonical to another page",
			'sightline-seo'
		),
	},
	{
		value: 'first_page',
		label: __(
			'The canonical address; later pages of an archive share its first page, and an author archive left out of search for having no posts shares none',
			'sightline-seo'
		),
	},
];

/** What a page that answers 404 shares (setting social_on_404). */
const NOT_FOUND_SHARING = [
	{ value: 'none', label: __( 'Nothing', 'sightline-seo' ) },
	{
		value: 'title',
		label: __( 'Its title only (as Yoast SEO)', 'sightline-seo' ),
	},
	{
		value: 'website',
		label: __(
			'Every social tag, as a website (as Slim SEO)',
			'sightline-seo'
		),
	},
	{
		value: 'article',
		label: __(
			'Every social tag, as an article (as Rank Math)',
			'sightline-seo'
		),
	},
];

/** Archive pages that may be shared as articles instead of websites (setting archive_og_type). */
const ARCHIVE_KINDS = [
	{
		value: 'term',
		label: __( 'Category, tag and term archives', 'sightline-seo' ),
	},
	{ value: 'date', label: __( 'Date archives', 'sightline-seo' ) },
	{ value: 'search', label: __( 'Search results', 'sightline-seo' ) },
	{
		value: 'post_type_archive',
		label: __( 'Post type archives', 'sightline-seo' ),
	},
] as const;

export default function SocialFacebookScreen() {
	const [ openGraph, setOpenGraph ] = useSetting( 'enable_open_graph' );
	// On unless saved off (the setting's default, before the settings load).
	const printed = openGraph !== false;
	const [ pageUrl, setPageUrl ] = useSetting( 'facebook_page_url' );
	const [ authorFallback, setAuthorFallback ] = useSetting(
		'facebook_author_fallback'
	);
	const [ siteNameInSocialTitles, setSiteNameInSocialTitles ] = useSetting(
		'social_title_site_name'
	);
	const [ archiveTypes, setArchiveTypes ] = useSetting( 'archive_og_type' );
	const [ authorAvatar, setAuthorAvatar ] = useSetting(
		'author_archive_avatar'
	);
	const [ contentImage, setContentImage ] = useSetting(
		'social_image_from_content'
	);
	const [ featuredImage, setFeaturedImage ] = useSetting(
		'social_image_from_featured'
	);
	const [ archives, setArchives ] = useSetting( 'social_archives' );
	const [ pageType, setPageType ] = useSetting( 'page_og_type' );
	const [ ogUrl, setOgUrl ] = useSetting( 'og_url' );
	const [ notFound, setNotFound ] = useSetting( 'social_on_404' );
	const [ authorType, setAuthorType ] = useSetting( 'author_og_type' );
	const [ noCanonical, setNoCanonical ] = useSetting( 'no_canonical' );
	const home = useHomeSocial();
	const values = usePreviewValues();
	return (
		<ScreenShell
			title={ __( 'Facebook', 'sightline-seo' ) }
			description={ __(
				'Your Facebook page and the profile used for authors without one.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Open Graph tags', 'sightline-seo' ) }
				help={ __(
					'Every page prints og: and article: tags, which Facebook, LinkedIn and most other networks read for the card of a shared link. Switch them off when your theme or another plugin prints its own.',
					'sightline-seo'
				) }
				checked={ printed }
				onChange={ setOpenGraph }
			/>
			{ ! printed && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Open Graph tags are off: no page prints them, and the fields that only shape them are disabled. The other fields below still shape the X card, the structured data or the canonical.',
						'sightline-seo'
					) }
				</Notice>
			) }
			<WithPreview
				previewTitle={ __( 'Facebook Preview', 'sightline-seo' ) }
				preview={
					<FacebookPreview
						title={ home.facebook.title }
						description={ home.facebook.description }
						url={ values.site_url ?? '' }
						imageUrl={ home.facebook.image }
					/>
				}
			>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Facebook Page URL', 'sightline-seo' ) }
					placeholder="https://www.facebook.com/yourpage"
					disabled={ ! printed }
					value={ pageUrl ?? '' }
					onChange={ setPageUrl }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Author Fallback URL', 'sightline-seo' ) }
					help={ __(
						'Used as the article author when the post author has no Facebook profile.',
						'sightline-seo'
					) }
					placeholder="https://www.facebook.com/yourprofile"
					disabled={ ! printed }
					value={ authorFallback ?? '' }
					onChange={ setAuthorFallback }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Site name in social titles',
						'sightline-seo'
					) }
					help={ __(
						'Pages without a social title of their own share their search title. Off leaves the site name out of it.',
						'sightline-seo'
					) }
					checked={ siteNameInSocialTitles !== false }
					onChange={ setSiteNameInSocialTitles }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						"Share the author's avatar on author archives",
						'sightline-seo'
					) }
					checked={ !! authorAvatar }
					onChange={ setAuthorAvatar }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						"Share the content's first image",
						'sightline-seo'
					) }
					help={ __(
						'A post without a social or featured image shares the first image of its content. Off shares the default image.',
						'sightline-seo'
					) }
					checked={ contentImage !== false }
					onChange={ setContentImage }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Share the featured image', 'sightline-seo' ) }
					help={ __(
						'A post without a social image of its own shares its featured image. Off skips it.',
						'sightline-seo'
					) }
					checked={ featuredImage !== false }
					onChange={ setFeaturedImage }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Social tags on archives and search results',
						'sightline-seo'
					) }
					help={ __(
						'Term, author and date archives and search results print Open Graph and X tags, so a shared link shows a card.',
						'sightline-seo'
					) }
					checked={ ( archives ?? [] ).length > 0 }
					onChange={ ( checked ) =>
						setArchives(
							checked
								? [ 'term', 'author', 'date', 'search' ]
								: []
						)
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Share pages as websites', 'sightline-seo' ) }
					help={ __(
						'Pages get og:type website; posts stay articles.',
						'sightline-seo'
					) }
					checked={ pageType === 'website' }
					disabled={ ! printed }
					onChange={ ( checked ) =>
						setPageType( checked ? 'website' : 'article' )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Shared address (og:url)', 'sightline-seo' ) }
					value={ ogUrl ?? 'canonical' }
					options={ OG_URL_RULES }
					disabled={ ! printed }
					onChange={ ( value ) =>
						setOgUrl( value as GlobalSettings[ 'og_url' ] )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'No address on date archives and search results',
						'sightline-seo'
					) }
					help={ __(
						'Date archives and search results print no canonical link and share no og:url, as Slim SEO does.',
						'sightline-seo'
					) }
					checked={ ( noCanonical ?? [] ).length > 0 }
					onChange={ ( checked ) =>
						setNoCanonical( checked ? [ 'date', 'search' ] : [] )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __(
						'Shared on pages not found (404)',
						'sightline-seo'
					) }
					value={ notFound ?? 'none' }
					options={ NOT_FOUND_SHARING }
					onChange={ ( value ) =>
						setNotFound(
							value as GlobalSettings[ 'social_on_404' ]
						)
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Share author archives as websites',
						'sightline-seo'
					) }
					help={ __(
						'Author archives get og:type website instead of profile, as Slim SEO does.',
						'sightline-seo'
					) }
					checked={ authorType === 'website' }
					disabled={ ! printed }
					onChange={ ( checked ) =>
						setAuthorType( checked ? 'website' : 'profile' )
					}
				/>
				<fieldset className="sightline-fieldset">
					<legend>
						{ __(
							'Shared as articles (og:type)',
							'sightline-seo'
						) }
					</legend>
					{ ARCHIVE_KINDS.map( ( kind ) => (
						<CheckboxControl
							key={ kind.value }
							__nextHasNoMarginBottom
							label={ kind.label }
							disabled={ ! printed }
							checked={ ( archiveTypes ?? [] ).includes(
								kind.value
							) }
							onChange={ ( checked ) =>
								setArchiveTypes(
									checked
										? [
												...( archiveTypes ?? [] ),
												kind.value,
											]
										: ( archiveTypes ?? [] ).filter(
												( value ) =>
													value !== kind.value
											)
								)
							}
						/>
					) ) }
				</fieldset>
			</WithPreview>
		</ScreenShell>
	);
}
