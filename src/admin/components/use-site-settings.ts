/**
 * The site's post types, taxonomies, archive types and identity from the store (preloaded by the page),
 * and sample variable values for template previews.
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { store } from '../../store';
import type { SiteSettings } from '../../store';
import { pageData } from '../../utils/page-data';
import type { VariableValues } from '../../resolution';
import { sampleValues } from '../../utils/variables';

export function useSiteSettings(): SiteSettings | null {
	return useSelect( ( select ) => select( store ).getSiteSettings(), [] );
}

/** Values for resolving templates in previews: the real site name, tagline and separator, sample content. */
export function usePreviewValues(): VariableValues {
	const separator = useSelect(
		( select ) => select( store ).getSettings()?.separator ?? '-',
		[]
	);
	const site = useSiteSettings();
	return useMemo( () => {
		const data = pageData();
		return sampleValues( {
			siteName: site?.site.site_name ?? data.siteName,
			tagline: site?.site.tagline ?? data.tagline,
			homeUrl: site?.site.site_url ?? data.homeUrl,
			separator,
		} );
	}, [ site, separator ] );
}
