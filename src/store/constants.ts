/**
 * The store's name and every REST path the front end calls. This is the only file where a
 * '/sightline/v1/…' string exists in TypeScript.
 */
export const STORE_NAME = 'sightline';

export const NAMESPACE = '/sightline/v1';

export const API = {
	globalSettings: `${ NAMESPACE }/admin/global-settings`,
	siteSettings: `${ NAMESPACE }/admin/site-settings`,
	settingsTransfer: `${ NAMESPACE }/admin/settings-transfer`,
	editor: `${ NAMESPACE }/admin/editor`,
	postContent: `${ NAMESPACE }/admin/post-content`,
	posts: `${ NAMESPACE }/admin/posts`,
	onboarding: `${ NAMESPACE }/onboarding`,
	onboardingAiCrawlers: `${ NAMESPACE }/onboarding/ai-crawlers`,
	robotsTxt: `${ NAMESPACE }/robots-txt`,
	sitemapCache: `${ NAMESPACE }/sitemap/generate-cache`,
	postSettings: `${ NAMESPACE }/post/settings`,
	termSettings: `${ NAMESPACE }/term/settings`,
	/** The own structured data of a term or an author (a post's is saved with the post). */
	ownStructuredData: ( kind: 'term' | 'author' ) =>
		`${ NAMESPACE }/${ kind }/structured-data`,
	migrationTerms: `${ NAMESPACE }/migration/terms`,
	migrationPosts: `${ NAMESPACE }/migration/posts`,
	migrationRedirects: `${ NAMESPACE }/migration/redirects`,
	migrationGlobalSettings: `${ NAMESPACE }/migration/global-settings`,
	migrationCompleted: `${ NAMESPACE }/migration/completed`,
	migratedData: `${ NAMESPACE }/migration/migrated-data`,
	pluginsDeactivate: `${ NAMESPACE }/plugins/deactivate`,
	pluginsInstalled: `${ NAMESPACE }/plugins/installed`,
	aiAuth: `${ NAMESPACE }/ai/auth`,
	generateContent: `${ NAMESPACE }/generate-content`,
	// Background AI jobs: the collection; /latest, /{job}, /{job}/run|retry|apply|discard below it.
	aiJobs: `${ NAMESPACE }/ai/jobs`,
	aiCandidates: `${ NAMESPACE }/ai/candidates`,
	aiImageCandidates: `${ NAMESPACE }/ai/candidates/images`,
	wpPages: '/wp/v2/pages',
	wpMedia: '/wp/v2/media',
	siteChecks: `${ NAMESPACE }/checks/site`,
	siteChecksIgnore: `${ NAMESPACE }/checks/site/ignore`,
	/** Other posts with a focus keyphrase: ?post=<id>&keyphrase=<text>. */
	keyphraseUses: `${ NAMESPACE }/keyphrase/uses`,
	/** How many posts have each band of a stored score: ?kind=seo|readability. */
	scoreCounts: `${ NAMESPACE }/scores/counts`,
	scoreBackfill: `${ NAMESPACE }/scores/backfill`,
	/** Internal-link suggestions: ?post=<id>&words[]=<word>. */
	linkSuggestions: `${ NAMESPACE }/links/suggestions`,
	searchConsoleStatus: `${ NAMESPACE }/search-console/status`,
	searchConsoleCredentials: `${ NAMESPACE }/search-console/credentials`,
	searchConsoleDisconnect: `${ NAMESPACE }/search-console/disconnect`,
	searchConsoleSites: `${ NAMESPACE }/search-console/sites`,
	searchConsoleSite: `${ NAMESPACE }/search-console/site`,
	searchConsoleReport: `${ NAMESPACE }/search-console/report`,
	searchConsoleImport: `${ NAMESPACE }/search-console/import`,
	indexnow: `${ NAMESPACE }/indexnow`,
	// Redirects: the collection; /{id}, /bulk, /import and /export below it.
	redirects: `${ NAMESPACE }/redirects`,
	// The 404 monitor: the list; /delete and /clear below it.
	notFound: `${ NAMESPACE }/404-monitor`,
} as const;

/** Notice ids, so a later notice replaces an earlier one of the same kind. */
export const NOTICE = {
	settings: 'sightline-settings',
	settingsReload: 'sightline-settings-reload',
	ai: 'sightline-ai',
	siteChecks: 'sightline-site-checks',
	scores: 'sightline-scores',
	searchConsole: 'sightline-search-console',
	redirects: 'sightline-redirects',
	notFound: 'sightline-404-monitor',
} as const;

/** Delay before the page reloads after saving a setting that needs it (the notice promises 3 seconds). */
export const RELOAD_DELAY_MS = 3000;
