import type { SitemapsAction, SitemapsState } from './types';

export const initialSitemapsState: SitemapsState = { isGenerating: false };

export function sitemapsReducer(
	state: SitemapsState = initialSitemapsState,
	action: SitemapsAction
): SitemapsState {
	switch ( action.type ) {
		case 'GENERATE_SITEMAP_CACHE_START':
			return { isGenerating: true };
		case 'GENERATE_SITEMAP_CACHE_FINISH':
			return { isGenerating: false };
		default:
			return state;
	}
}
