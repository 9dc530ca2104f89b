/** The answer of POST /sightline/v1/sitemap/generate-cache (SPEC §7). */
export interface SitemapCacheResponse {
	message: string;
	description: string;
}

export interface SitemapsState {
	isGenerating: boolean;
}

export type SitemapsAction =
	| { type: 'GENERATE_SITEMAP_CACHE_START' }
	| { type: 'GENERATE_SITEMAP_CACHE_FINISH' };
