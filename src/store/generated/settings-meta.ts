/* Generated from includes/settings/global-settings.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`. */
import type { GlobalSettings } from './global-settings';

/** Settings whose change needs a page reload to take effect (x-requires-reload). */
export const REQUIRES_RELOAD: ReadonlyArray< keyof GlobalSettings > = ['enable_xml_sitemap', 'enable_page_level_seo', 'enable_google_console', 'enable_schemas', 'enable_migration'];
