/**
 * How a page looks in search results: site icon and name, the address, the title and the description,
 * each cut at its limit with an ellipsis. Limits come from the page data (filterable on the server) and
 * fall back to includes/settings/limits.json.
 */
import { __ } from '@wordpress/i18n';

import { pageData, type Limits } from '../utils/page-data';
import { truncate } from './truncate';
import './style.scss';

export interface SearchPreviewProps {
	title: string;
	description: string;
	url: string;
	siteName?: string;
	faviconUrl?: string;
	limits?: Partial< Pick< Limits, 'title' | 'description' | 'url' > >;
}

/** "example.com › blog › post" as search engines show an address. */
export function displayUrl( url: string ): string {
	const bare = url
		.replace( /^https?:\/\//i, '' )
		.replace( /[?#].*$/, '' )
		.replace( /\/+$/, '' );
	return bare.split( '/' ).filter( Boolean ).join( ' › ' );
}

export function SearchPreview( {
	title,
	description,
	url,
	siteName,
	faviconUrl,
	limits,
}: SearchPreviewProps ) {
	const data = pageData();
	const max = { ...data.limits, ...limits };
	const name = siteName ?? data.siteName;
	const icon = faviconUrl ?? data.faviconUrl;
	return (
		<figure
			className="sightline-search-preview"
			aria-label={ __( 'Search result preview', 'sightline-seo' ) }
		>
			<div className="sightline-search-preview__site">
				{ icon ? (
					<img
						className="sightline-search-preview__icon"
						src={ icon }
						alt=""
						width={ 26 }
						height={ 26 }
					/>
				) : (
					<span
						className="sightline-search-preview__icon is-empty"
						aria-hidden="true"
					/>
				) }
				<div>
					<div className="sightline-search-preview__name">
						{ name }
					</div>
					<div
						className="sightline-search-preview__url"
						data-testid="search-preview-url"
					>
						{ truncate( displayUrl( url ), max.url ) }
					</div>
				</div>
			</div>
			<div
				className="sightline-search-preview__title"
				data-testid="search-preview-title"
			>
				{ truncate( title, max.title ) ||
					__( '(no title)', 'sightline-seo' ) }
			</div>
			<div
				className="sightline-search-preview__description"
				data-testid="search-preview-description"
			>
				{ truncate( description, max.description ) }
			</div>
		</figure>
	);
}
