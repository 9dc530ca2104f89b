/**
 * Sitemaps: the XML sitemap and image sitemap switches (settings, saved with the
 * shared Save button), Regenerate Cache and Open Sitemap. The image switch, Regenerate and Open Sitemap
 * are disabled while the XML sitemap is off. IndexNow and llms.txt, which also tell crawlers what the
 * site holds, follow in their own panels.
 */
import {
	Button,
	ExternalLink,
	Notice,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../../../store';
import { SITEMAP_NOTICE } from '../../../store/sitemaps/constants';
import { pageData } from '../../../utils/page-data';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { useSetting } from '../../components/use-setting';
import { IndexnowPanel } from './indexnow-panel';
import { LlmsTxtPanel } from './llms-txt-panel';

function sitemapUrl(): string {
	const url = pageData().sitemapUrl;
	return typeof url === 'string'
		? url
		: `${ pageData().homeUrl }sitemap_index.xml`;
}

/** The warning-style notice Regenerate leaves, with a spinner while the request runs. */
function CacheNotice( { isGenerating }: { isGenerating: boolean } ) {
	const notice = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.find( ( item ) => item.id === SITEMAP_NOTICE ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	if ( ! notice ) {
		return null;
	}
	return (
		// spokenMessage as text: Notice would otherwise render its children (the Spinner, which uses
		// hooks) to a string inside its own render and break the order of hooks.
		<Notice
			status="warning"
			spokenMessage={ notice.content }
			isDismissible={ ! isGenerating }
			onRemove={ () => removeNotice( SITEMAP_NOTICE ) }
			className="sightline-sitemaps__notice"
		>
			<span>
				{ isGenerating && <Spinner /> }
				{ notice.content }
			</span>
		</Notice>
	);
}

export default function SitemapsScreen() {
	const [ xmlSitemap, setXmlSitemap ] = useSetting( 'enable_xml_sitemap' );
	const [ imageSitemap, setImageSitemap ] = useSetting(
		'enable_xml_image_sitemap'
	);
	const { savedOn, isGenerating } = useSelect(
		( select ) => ( {
			savedOn: Boolean(
				select( store ).getSavedSettings()?.enable_xml_sitemap
			),
			isGenerating: select( store ).isGeneratingSitemapCache(),
		} ),
		[]
	);
	const { generateSitemapCache } = useDispatch( store );
	// The sitemap must be on (and saved on) for the cache and the URL to exist.
	const sitemapOn = Boolean( xmlSitemap ) && savedOn;

	return (
		<ScreenShell
			title={ __( 'Sitemaps', 'sightline-seo' ) }
			description={ __(
				'XML sitemaps list your indexable content for search engines. They update on every change.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'XML Sitemap', 'sightline-seo' ) }
				help={ __(
					'Serve /sitemap_index.xml and its sitemaps, and list it in robots.txt.',
					'sightline-seo'
				) }
				checked={ Boolean( xmlSitemap ) }
				onChange={ setXmlSitemap }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Include Images', 'sightline-seo' ) }
				help={ __(
					'Add each page’s featured image and content images to its sitemap entry.',
					'sightline-seo'
				) }
				checked={ Boolean( imageSitemap ) && Boolean( xmlSitemap ) }
				disabled={ ! xmlSitemap }
				onChange={ setImageSitemap }
			/>
			<div className="sightline-sitemaps__actions">
				<Button
					variant="secondary"
					onClick={ () => generateSitemapCache() }
					disabled={ ! sitemapOn || isGenerating }
					__experimentalIsFocusable
					isBusy={ isGenerating }
				>
					{ __( 'Regenerate Cache', 'sightline-seo' ) }
				</Button>
				<Button
					variant="secondary"
					href={ sitemapOn ? sitemapUrl() : undefined }
					target="_blank"
					rel="noopener noreferrer"
					disabled={ ! sitemapOn }
					__experimentalIsFocusable
				>
					{ __( 'Open Sitemap', 'sightline-seo' ) }
				</Button>
			</div>
			{ sitemapOn && (
				<p className="sightline-sitemaps__url">
					{ __( 'Sitemap URL:', 'sightline-seo' ) }{ ' ' }
					<ExternalLink href={ sitemapUrl() }>
						{ sitemapUrl() }
					</ExternalLink>
				</p>
			) }
			<CacheNotice isGenerating={ isGenerating } />
			<IndexnowPanel />
			<LlmsTxtPanel />
		</ScreenShell>
	);
}
