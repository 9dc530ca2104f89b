import type { SitemapsState } from './types';

interface State {
	sitemaps: SitemapsState;
}

export function isGeneratingSitemapCache( state: State ): boolean {
	return state.sitemaps.isGenerating;
}
