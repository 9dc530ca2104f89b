export type { SitemapCacheResponse } from '../../contracts';

export interface SitemapsState {
	isGenerating: boolean;
}

export type SitemapsAction =
	| { type: 'GENERATE_SITEMAP_CACHE_START' }
	| { type: 'GENERATE_SITEMAP_CACHE_FINISH' };
