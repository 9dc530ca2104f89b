/** The inline (not snackbar) notice of the Sitemaps screen; its warning style is the SPEC's. */
export const SITEMAP_NOTICE = 'sightline-sitemap-cache';
