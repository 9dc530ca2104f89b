/** The inline (not snackbar) notice of the Sitemaps screen, shown in the warning style. */
export const SITEMAP_NOTICE = 'sightline-sitemap-cache';
