import type { SiteSettings, SiteState } from './types';

interface State {
	site: SiteState;
}

/** The site's post types, taxonomies, archive types and identity; null until loaded (the page preloads it). */
export function getSiteSettings( state: State ): SiteSettings | null {
	return state.site.settings;
}
