/* Generated from includes/contracts/*.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`. */
import type { GlobalSettings } from '../../store/generated/global-settings';
import type { ObjectMeta } from '../../store/generated/object-meta';
import type { RedirectRule } from '../../store/generated/redirect';

/**
 * GET plugins/installed: the SEO plugins found on the site.
 */
export type InstalledSources = MigrationSource[];
/**
 * GET search-console/sites: the properties the connected account can read.
 */
export type SearchConsoleSites = SearchConsoleSite[];

/**
 * One check's outcome as the site checks report it (Sightline\Checks\Check_Result::to_array()).
 */
export interface CheckResult {
	id: string;
	status: 'error' | 'warning' | 'suggestion' | 'success';
	/**
	 * One line saying what was found.
	 */
	message: string;
	/**
	 * How to fix it (plain text).
	 */
	description: string;
	category: string;
	/**
	 * True when the admin chose to ignore this check.
	 */
	ignore: boolean;
	/**
	 * The screen that fixes it.
	 */
	link: {
		url: string;
		label: string;
	} | null;
}
/**
 * A post type, taxonomy or archive as the settings screens list it.
 */
export interface LabelledType {
	slug: string;
	label: string;
	singular_label?: string;
	/**
	 * Post types only.
	 */
	has_archive?: boolean;
	/**
	 * Taxonomies only: the post types they apply to.
	 */
	object_types?: string[];
}
/**
 * Length limits the counters and previews use (includes/settings/limits.json, through the sightline_length_limits filter).
 */
export interface Limits {
	title: number;
	description: number;
	url: number;
	social_title: number;
	social_description: number;
}
/**
 * One taxonomy, post type or group of redirects in a page of migration items.
 */
export interface ItemGroup {
	count: number;
	title: string;
	term_ids?: number[];
	post_ids?: number[];
	/**
	 * GET migration/redirects: ids of the source's redirect records (rows, or posts and terms for SEOPress).
	 */
	redirect_ids?: number[];
}
/**
 * One thing the server could not carry over exactly (a token without equivalent, a dropped value, a difference kept).
 */
export interface ReportEntry {
	/**
	 * 'global', 'post:12', 'term:7' or 'redirects' (then field names the rule: source → target).
	 */
	item: string;
	field: string;
	/**
	 * The source token or value that was not migrated.
	 */
	value: string;
	/**
	 * refused: a redirect our validator refused (loop, chain, duplicate, unsafe target, catastrophic regex); value is its message.
	 */
	reason: 'untranslated_token' | 'invalid_value' | 'truncated' | 'unsupported' | 'kept_difference' | 'refused';
}
/**
 * An SEO plugin found on the site (Sightline\Migration\Detector::detected()).
 */
export interface MigrationSource {
	slug: string;
	name: string;
	active: boolean;
	/**
	 * Installed (active or not); false when only data left after deletion was found.
	 */
	installed: boolean;
	/**
	 * ISO date of the last completed migration from this source, or '' when never.
	 */
	migrated: string;
	/**
	 * The plugin file plugins/deactivate switches off ('' when not installed).
	 */
	file: string;
}
/**
 * One address the 404 monitor recorded (Sightline\Not_Found\Table::to_entry()): no IP or user agent is ever kept.
 */
export interface NotFoundEntry {
	id: number;
	/**
	 * Path relative to the home path, with its query string (tracking parameters dropped).
	 */
	url: string;
	/**
	 * Requests that answered 404.
	 */
	hits: number;
	/**
	 * The hosts of the pages that linked to it, most frequent first (10 at most).
	 */
	referrers: {
		host: string;
		hits: number;
	}[];
	/**
	 * UTC, Y-m-d H:i:s.
	 */
	first_seen: string;
	/**
	 * UTC, Y-m-d H:i:s.
	 */
	last_seen: string;
}
/**
 * The settings app's page data (Sightline\Admin\Admin_Menu::page_data()).
 */
export interface AdminPageData extends PageData {
	/**
	 * The route the app opens on, from the submenu entry that was clicked.
	 */
	initialRoute: string;
	/**
	 * On a multilingual site (Polylang): the language the settings' texts are written in (the default language) and where their translations are edited. Absent on a single-language site.
	 */
	editingLanguage?: {
		/**
		 * The language's name, as the multilingual plugin shows it.
		 */
		name: string;
		locale: string;
		/**
		 * The multilingual plugin's screen where the texts are translated.
		 */
		translateUrl: string;
	};
	/**
	 * On a multilingual site: its languages in the plugin's order (the choices of the x-default, setting hreflang_x_default). Absent on a single-language site.
	 */
	languages?: {
		/**
		 * The language's code in the multilingual plugin, what the setting stores.
		 */
		slug: string;
		name: string;
	}[];
}
/**
 * What every Sightline SEO screen receives from PHP before it starts (window.sightlineAdmin).
 */
export interface PageData {
	version: string;
	/**
	 * The admin page slug, or 'editor' in the block editor and term screen.
	 */
	page: string;
	adminUrl: string;
	pluginUrl: string;
	homeUrl: string;
	siteName: string;
	tagline: string;
	faviconUrl: string;
	limits: Limits;
	/**
	 * Added by the sitemaps module when it runs (sightline_admin_page_data).
	 */
	sitemapUrl?: string;
	/**
	 * Added by the sitemaps module when it runs (sightline_admin_page_data).
	 */
	robotsTxtUrl?: string;
	/**
	 * Added by the llms.txt module when it runs (sightline_admin_page_data).
	 */
	llmsTxtUrl?: string;
	/**
	 * Address of /llms-full.txt, added with llmsTxtUrl.
	 */
	llmsFullTxtUrl?: string;
	/**
	 * Added by the migration detector when it runs (sightline_admin_page_data).
	 */
	migrationSources?: MigrationSource[];
}
/**
 * The block editor's page data (Sightline\Admin\Editor_Assets::page_data() and enqueue()): what the sidebar's previews resolve with.
 */
export interface EditorPageData extends PageData {
	separator: string;
	/**
	 * Templates an empty title/description falls back to for this object (the first of each chain).
	 */
	templates: {
		title: string;
		description: string;
	};
	/**
	 * Every template the server tries after the object's own, best first (Resolver::fallback_templates()).
	 */
	templateChain: {
		title: string[];
		description: string[];
	};
	/**
	 * Every template variable's value for the saved object, from the server (Variables::values()); null when the head is not loaded.
	 */
	variableValues: {
		[k: string]: string;
	} | null;
	autoDescription: AutoDescriptionRule;
	/**
	 * Shortcode tags the site registers: an automatic description drops them with what they enclose.
	 */
	shortcodes: string[];
	/**
	 * Setting social_title_site_name: social titles without their own keep the site name.
	 */
	socialTitleSiteName: boolean;
	/**
	 * Whether the head prints Open Graph tags for this object.
	 */
	openGraph: boolean;
	fallbackImage: string;
	/**
	 * Setting twitter_image_from_og: X takes a post's own Open Graph image before its featured image (else after it).
	 */
	twitterImageFromOg?: boolean;
	/**
	 * Setting template_spaces: tidy, tags_after (Yoast SEO's) or as_written (SEOPress's).
	 */
	templateSpaces?: 'tidy' | 'tags_after' | 'as_written';
	/**
	 * Setting texturize_post_title: a post's %title% is texturised as get_the_title() prints it.
	 */
	texturizePostTitle?: boolean;
	/**
	 * Setting texturize_titles: titles get WordPress's title texturising (curly quotes, dashes).
	 */
	texturizeTitles?: boolean;
	/**
	 * Setting social_image_from_featured: a post without its own social image shares its featured image.
	 */
	socialFeaturedImage?: boolean;
	/**
	 * Setting social_image_from_content: a post without its own or a featured image shares its content's first image.
	 */
	socialContentImage: boolean;
	/**
	 * Setting social_image_from_gallery: a post without its own or a featured image shares its first gallery's first image, at the gallery's size, before its content's first image.
	 */
	socialGalleryImage?: boolean;
	/**
	 * Setting og_image_request_scheme: og:image takes the scheme of the page's own address.
	 */
	ogImageScheme?: boolean;
	/**
	 * X card type.
	 */
	twitterCardType: 'summary_large_image' | 'summary';
	canManageOptions: boolean;
	/**
	 * Setting redirects_auto_create: the server adds a redirect when a published address changes (else the editor offers one).
	 */
	redirectsAutoCreate: boolean;
	/**
	 * A published page's published descendants as paths below its own address ('team/', 'team/lead/'; at most 100, none for other objects): they move with it, and the redirect offer covers them.
	 */
	subpagePaths: string[];
	objectType: 'post' | 'term' | 'author';
	/**
	 * "Post", "Page", "Category"…
	 */
	objectLabel: string;
	authorName: string;
	/**
	 * The locale the post is written in (its Polylang or WPML language, else the site's): the readability checks use its rules.
	 */
	contentLanguage?: string;
	/**
	 * Address of the readability worker script (build/readability-worker.js); empty when it is not built, and the editor measures on the page.
	 */
	readabilityWorker?: string;
	/**
	 * Address of the keyphrase worker script (build/keyphrase-worker.js, with the stemming library); empty when it is not built, and the editor fetches the measuring code on demand and runs it on the page.
	 */
	keyphraseWorker?: string;
	/**
	 * Address of the page-content worker script (build/page-content-worker.js): reads the content for the page checks and the previews (its facts, the description it gives) off the editor's main thread; empty when it is not built, and the editor reads it on the page.
	 */
	pageContentWorker?: string;
	/**
	 * Setting enable_schemas: the site prints structured data, so a post's sidebar, a term's form and a user's profile offer their own (the Schema panel).
	 */
	schemas?: boolean;
}
/**
 * Setting auto_description as the server applies it (Variables::auto_description_rule()).
 */
export interface AutoDescriptionRule {
	length: number;
	first_paragraph: boolean;
	ellipsis: boolean;
	words: number;
	/**
	 * A hand-written excerpt is printed whole (not cut at length).
	 */
	whole_excerpt: boolean;
	/**
	 * Longest automatic description for og:description and X; 0: the search description.
	 */
	social_length: number;
	/**
	 * Tags written as entities in the content are removed once decoded.
	 */
	decoded_tags: boolean;
	/**
	 * What the length counts: text (entities decoded) or stored (the content's entities written out).
	 */
	count: 'text' | 'stored';
	/**
	 * Where a long text is cut: word (within the length, at a word), last_space (the first length characters, then their last space), chars (the first length characters) or sentence (at a sentence or clause, The SEO Framework's).
	 */
	cut: 'word' | 'last_space' | 'chars' | 'sentence';
	/**
	 * A hand-written excerpt counts only where the post type supports excerpts.
	 */
	excerpt_support?: boolean;
	/**
	 * What the length cuts: content (the content's value) or template (a post's whole templated description, counted as written).
	 */
	scope?: 'content' | 'template';
	/**
	 * Shortcodes in content: strip (all), keep_unknown (registered ones removed, others kept) or render (registered ones run, others kept).
	 */
	shortcodes?: 'strip' | 'keep_unknown' | 'render';
	/**
	 * How content markup is read: text, kses (as WordPress's kses leaves text), markup (every tag a space) or prose (paragraphs only).
	 */
	read?: 'text' | 'kses' | 'markup' | 'prose';
	/**
	 * What a removed tag leaves between two texts: space (at block boundaries) or none (wp_strip_all_tags()'s nothing: paragraphs glued).
	 */
	join?: 'space' | 'none';
}
/**
 * The user profile screen's page data (Sightline\Admin\Profile_Screen::data()): the editor's, and the author whose profile it is.
 */
export interface ProfileEditorPageData extends EditorPageData {
	author: AuthorData;
}
export interface AuthorData {
	id: number;
	/**
	 * The display name.
	 */
	name: string;
	/**
	 * The biographical info as saved.
	 */
	description: string;
	/**
	 * The author's archive.
	 */
	url: string;
	structuredData: {
		/**
		 * An offered type of includes/structured-data/types.json.
		 */
		type: string;
		/**
		 * A slug unique within the object's list; the node's @id ends with #/schema/<id>.
		 */
		id: string;
		/**
		 * The values the author set, by property.
		 */
		values: {
			[k: string]: unknown;
		};
	}[];
}
/**
 * The term edit screen's page data (Sightline\Admin\Term_Screen::data()): the editor's, and the term being edited.
 */
export interface TermEditorPageData extends EditorPageData {
	term: TermData;
}
export interface TermData {
	id: number;
	slug: string;
	url: string;
	meta: ObjectMeta;
	structuredData: {
		/**
		 * An offered type of includes/structured-data/types.json.
		 */
		type: string;
		/**
		 * A slug unique within the object's list; the node's @id ends with #/schema/<id>.
		 */
		id: string;
		/**
		 * The values the author set, by property.
		 */
		values: {
			[k: string]: unknown;
		};
	}[];
}
/**
 * The setup wizard's page data (Sightline\Onboarding\Wizard_Data::page_data()).
 */
export interface WizardPageData extends PageData {
	initialRoute: string;
	/**
	 * The plugin's admin page with the skip-onboarding flag (Exit Guided Setup, Go To Dashboard).
	 */
	dashboardUrl: string;
	privacyPolicyUrl: string;
	migrationEnabled: boolean;
	migrationSources: MigrationSource[];
	onboarding: OnboardingInitialData;
}
/**
 * The wizard's fields as stored, or pre-filled from the site and the admin's own account on the first run.
 */
export interface OnboardingInitialData {
	website_represents: 'personal' | 'business' | 'organization' | 'blog' | 'community' | 'ecommerce';
	website_name: string;
	website_owner_name: string;
	organization_type: string;
	website_owner_phone: string;
	website_logo: string;
	website_about_us: PageOption | null;
	website_contact_us: PageOption | null;
	social_profiles: {
		[k: string]: string;
	};
	ai_crawler_policy: 'none' | 'block_training' | 'allow_all' | 'block_all' | 'per_bot';
	website_lead_details: {
		first_name: string;
		last_name: string;
		email: string;
	};
}
/**
 * A page as the page selectors show it.
 */
export interface PageOption {
	label: string;
	value: number;
}
/**
 * GET ai/candidates: one page of the posts the user may pick for bulk titles and descriptions, with their SEO fields now.
 */
export interface AiCandidates {
	items: {
		id: number;
		/**
		 * The post's own title.
		 */
		title: string;
		post_type: string;
		/**
		 * Its SEO title field, empty when it uses the template.
		 */
		seo_title: string;
		/**
		 * Its meta description field, empty when it uses the template.
		 */
		seo_description: string;
	}[];
	/**
	 * Posts matching the filter.
	 */
	total: number;
	/**
	 * Pages at the asked page size.
	 */
	pages: number;
}
/**
 * GET ai/auth: the AI connection; the key itself is never returned, only whether one is stored.
 */
export interface AiConnection {
	/**
	 * Present in the answer to a change (POST).
	 */
	success?: boolean;
	/**
	 * Present in the answer to a change (POST).
	 */
	message?: string;
	provider: string;
	base_url: string;
	model: string;
	timeout: number;
	has_key: boolean;
	connected: boolean;
	providers: AiProviderInfo[];
}
export interface AiProviderInfo {
	id: string;
	label: string;
	available: boolean;
}
/**
 * POST generate-content: a title or description written for the object, fitted to its limit.
 */
export interface AiGenerated {
	success: true;
	content: string;
	type:
		| 'page_title'
		| 'page_description'
		| 'facebook_title'
		| 'facebook_description'
		| 'twitter_title'
		| 'twitter_description';
	/**
	 * The id of the provider that wrote it.
	 */
	provider: string;
}
/**
 * GET ai/candidates/images: one page of the images without alt text the user may pick for bulk alt text, from the media library or used by one post's image blocks, and why alt text cannot be written on this site when it cannot.
 */
export interface AiImageCandidates {
	items: {
		/**
		 * The attachment id.
		 */
		id: number;
		/**
		 * The attachment's title.
		 */
		title: string;
		/**
		 * Its file name.
		 */
		file: string;
		/**
		 * The address of its thumbnail, empty when it has none.
		 */
		thumbnail: string;
		/**
		 * Its alt text in the media library now (empty, unless only the post's block lacks one).
		 */
		alt: string;
	}[];
	/**
	 * Images matching.
	 */
	total: number;
	/**
	 * Pages at the asked page size.
	 */
	pages: number;
	/**
	 * Why alt text cannot be written on this site now (the AI provider or its model cannot read images), null when it can.
	 */
	unavailable: string | null;
}
/**
 * A background AI job (ai/jobs routes): its counts per state and each object with its current values, the suggestion written for review and the provider's error. GET ai/jobs/latest answers job null (and no items) when the user has no unfinished job.
 */
export interface AiJob {
	/**
	 * The job's id (32 hexadecimal digits).
	 */
	job: string | null;
	kind: 'seo' | 'alt';
	fields: ('title' | 'description' | 'alt')[];
	/**
	 * Alt text jobs: the post whose image blocks without alt text also get it when applied; 0 when none.
	 */
	post: number;
	counts: {
		pending: number;
		running: number;
		ready: number;
		failed: number;
		applied: number;
		discarded: number;
		total: number;
	};
	items: {
		/**
		 * The post or attachment id.
		 */
		id: number;
		/**
		 * Its title or file name.
		 */
		label: string;
		status: 'pending' | 'running' | 'ready' | 'failed' | 'applied' | 'discarded';
		/**
		 * Its values of the fields now.
		 */
		current: {
			[k: string]: string;
		};
		/**
		 * What the model wrote so far, by field.
		 */
		suggestion: {
			[k: string]: string;
		};
		/**
		 * The provider's error for this object, null when none.
		 */
		error: {
			code: string;
			message: string;
			field: string;
			status: number;
			/**
			 * Seconds to wait when the rate limit stopped it.
			 */
			retry_after: number | null;
		} | null;
	}[];
	/**
	 * run: seconds to wait before the next run, when the rate limit stopped this one; null otherwise.
	 */
	retry_after: number | null;
	/**
	 * apply: the objects written; empty on other routes.
	 */
	applied: number[];
	/**
	 * apply: the objects not written, each with why.
	 */
	refused: {
		id: number;
		message: string;
	}[];
}
/**
 * GET indexnow: what the settings screen shows about IndexNow (Sightline\Indexnow\Indexnow_Controller).
 */
export interface IndexnowStatus {
	/**
	 * Whether IndexNow is on (setting enable_indexnow).
	 */
	enabled: boolean;
	/**
	 * The IndexNow key; empty until IndexNow is first turned on.
	 */
	key: string;
	/**
	 * Where the key file is served; empty without a key.
	 */
	key_url: string;
	/**
	 * URLs waiting for the next background send.
	 */
	queued: number;
	/**
	 * When the waiting URLs are sent (Unix time), or null when no send is scheduled.
	 */
	next_send: number | null;
	/**
	 * The last submission, or null before the first.
	 */
	last_result: IndexnowLastResult | null;
}
export interface IndexnowLastResult {
	/**
	 * Unix time.
	 */
	time: number;
	/**
	 * HTTP status IndexNow answered; 0 when it could not be reached.
	 */
	status: number;
	/**
	 * URLs sent.
	 */
	count: number;
	/**
	 * Why it failed; empty when IndexNow accepted the URLs.
	 */
	error: string;
}
/**
 * GET keyphrase/uses: the other posts whose focus keyphrase is this one (compared in lower case, spaces collapsed), from the index kept at save time.
 */
export interface KeyphraseUses {
	/**
	 * The keyphrase as compared (normalised).
	 */
	keyphrase: string;
	/**
	 * How many other posts have it, at most 101 (101: more than 100).
	 */
	count: number;
	/**
	 * The first of those posts the user may edit, newest first (at most 5).
	 */
	posts: {
		id: number;
		title: string;
		edit_link: string;
	}[];
}
/**
 * GET and POST links/index: the background indexing of the posts published before the link index existed (POST starts it over).
 */
export interface LinkIndexStatus {
	status: 'not_started' | 'running' | 'done';
	/**
	 * The id of the last post a finished batch indexed.
	 */
	cursor: number;
	/**
	 * Published posts indexed by the job so far.
	 */
	indexed: number;
	/**
	 * When the job started (Unix time); 0 when not started.
	 */
	started: number;
	/**
	 * When the job finished (Unix time); 0 while it runs.
	 */
	finished: number;
}
/**
 * GET links/suggestions: published posts worth linking from this one, ranked by the terms they share with it (from the index kept at save time), without the post itself and the posts its saved content links to.
 */
export interface LinkSuggestions {
	/**
	 * The post the suggestions are for.
	 */
	post: number;
	/**
	 * Best first, at most 8.
	 *
	 * @maxItems 8
	 */
	suggestions:
		| []
		| [
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				}
		  ]
		| [
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				}
		  ]
		| [
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				}
		  ]
		| [
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				}
		  ]
		| [
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				}
		  ]
		| [
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				}
		  ]
		| [
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				}
		  ]
		| [
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				},
				{
					id: number;
					/**
					 * The title as shown (entities decoded).
					 */
					title: string;
					/**
					 * The post's permalink.
					 */
					url: string;
				}
		  ];
}
/**
 * A change that went through: what every saving route answers at least (Rest_Controller::success()).
 */
export interface RestMessage {
	success: true;
	/**
	 * Shown to the user as it is.
	 */
	message: string;
}
/**
 * GET migration/migrated-data: what the wizard pre-fills after a migration.
 */
export interface MigratedData {
	social_profiles: {
		[k: string]: string;
	};
	website_details: {
		website_type: string;
		website_name: string;
		website_owner_name: string;
		organization_type: string;
		website_owner_phone: string;
		website_logo: string;
		about_page: number;
		contact_page: number;
	};
}
/**
 * GET migration/terms, migration/posts and migration/redirects: one page of the source's items with SEO data, grouped by taxonomy, post type or group of redirects.
 */
export interface ItemPage {
	success: true;
	pagination: {
		current_page: number;
		per_page: number;
		total_items: number;
		total_pages: number;
	};
	/**
	 * Keyed by taxonomy or post type (an empty list when the page holds none).
	 *
	 * @maxItems 0
	 */
	data: Record<string, ItemGroup>;
}
/**
 * POST migration/terms, migration/posts, migration/redirects and migration/global-settings: what one request migrated.
 */
export interface MigrateResponse extends RestMessage {
	/**
	 * Items: ids migrated (or already migrated).
	 */
	migrated?: number[];
	/**
	 * Items: ids skipped because this source already migrated them (no start_over).
	 */
	already?: number[];
	/**
	 * Items: ids the source does not know.
	 */
	skipped?: number[];
	/**
	 * Global settings: the settings written; redirects: ["Redirects"] when rules were carried over.
	 */
	imported?: string[];
	/**
	 * Redirects: rules stored by this request.
	 */
	redirects_created?: number;
	/**
	 * Redirects: rules found already stored (a second run).
	 */
	redirects_already?: number;
	/**
	 * Redirects: rules the validator refused (each in the report with its message).
	 */
	redirects_refused?: number;
	fields_written?: number;
	report?: ReportEntry[];
}
/**
 * POST 404-monitor/delete and 404-monitor/clear: how many recorded addresses were deleted.
 */
export interface NotFoundDeleted {
	deleted: number;
}
/**
 * GET 404-monitor: one page of the addresses that answered 404 (the log folded first) and the total for the pager.
 */
export interface NotFoundPage {
	items: NotFoundEntry[];
	/**
	 * Addresses matching the search.
	 */
	total: number;
	/**
	 * Pages at the asked page size.
	 */
	pages: number;
}
/**
 * GET and PUT {post|term|author}/structured-data (and the get- and update-structured-data abilities): the own type instances of a post, a term or an author, the JSON-LD node each builds on its page, and the check's findings for each node (same order).
 */
export interface PostStructuredData {
	instances: {
		/**
		 * An offered type of includes/structured-data/types.json.
		 */
		type: string;
		/**
		 * A slug unique within the object's list; the node's @id ends with #/schema/<id>.
		 */
		id: string;
		/**
		 * The values the author set, by property.
		 */
		values: {
			[k: string]: unknown;
		};
	}[];
	nodes: {
		[k: string]: unknown;
	}[];
	/**
	 * For each node, what the check found: missing required properties (errors) and recommended ones (warnings).
	 */
	findings: {
		/**
		 * The property's path, such as offers.price.
		 */
		field: string;
		level: 'error' | 'warning';
		message: string;
	}[][];
}
/**
 * POST redirects/bulk: how many rules the action changed.
 */
export interface RedirectBulkResult {
	changed: number;
}
/**
 * GET redirects/export: every rule as CSV, for the browser to download.
 */
export interface RedirectExport {
	filename: string;
	/**
	 * Rules in the file.
	 */
	count: number;
	/**
	 * Header line, then one rule per line.
	 */
	csv: string;
}
/**
 * POST redirects/import: every line stored (a refused file answers 400 with the errors by line).
 */
export interface RedirectImportResult extends RestMessage {
	/**
	 * Rules added.
	 */
	imported: number;
}
/**
 * GET redirects: one page of redirect rules (hits not yet folded into the table included) and the total for the pager.
 */
export interface RedirectPage {
	items: RedirectRule[];
	/**
	 * Rules matching the search.
	 */
	total: number;
	/**
	 * Pages at the asked page size.
	 */
	pages: number;
}
/**
 * GET robots-txt: the text Sightline SEO serves and what the site has besides it.
 */
export interface RobotsTxtData {
	/**
	 * The saved robots.txt text.
	 */
	robots_txt_content: string;
	/**
	 * '0' when search engines are discouraged.
	 */
	search_engine_visibility: '0' | '1';
	/**
	 * A physical robots.txt exists in the site root.
	 */
	robots_file_exists: boolean;
	/**
	 * The physical file, when it exists.
	 */
	robot_file_content: string;
	/**
	 * This site's robots.txt is at its host's root, where crawlers read it (false for a site in a folder, such as a subfolder network's site).
	 */
	at_host_root: boolean;
	/**
	 * The lines the AI crawler policy adds after the saved text ('' when it blocks nothing).
	 */
	policy_lines: string;
	/**
	 * The known AI crawlers (includes/robots/ai-crawlers.json) and the date the list was checked.
	 */
	ai_crawlers: {
		updated: string;
		crawlers: {
			/**
			 * The robots.txt product token.
			 */
			token: string;
			operator: string;
			purpose: 'search' | 'training';
			description: string;
			documentation: string | null;
		}[];
	};
}
/**
 * GET scores/backfill: the background scoring of the posts saved before Sightline scored them (or, after a migration, of every post).
 */
export interface ScoreBackfillStatus {
	status: 'not_started' | 'running' | 'done';
	/**
	 * Posts scored by the job so far.
	 */
	scored: number;
	/**
	 * Posts the job has still to go over (0 once it is done), counted up to 10,000 (filter sightline_scores_backfill_count_cap).
	 */
	remaining: number;
	/**
	 * More posts are left than `remaining` says: the count stopped at its cap (counting every one would read the whole site on each dashboard view).
	 */
	remaining_more: boolean;
	/**
	 * The job goes over every post (after a migration), not only those without a score.
	 */
	all: boolean;
	/**
	 * When the job started (Unix time); 0 when not started.
	 */
	started: number;
	/**
	 * When the job finished (Unix time); 0 while it runs.
	 */
	finished: number;
}
/**
 * GET scores/counts: how many posts of the post types with scores (public, edited in the editor; or of one) have a good SEO or readability score, one that needs improvement, a problem, or none stored yet, from the scores stored at save: counted on request, or on a large site in the background by ranges of post ids.
 */
export interface ScoreCounts {
	/**
	 * Which score is counted.
	 */
	kind: 'seo' | 'readability';
	/**
	 * The post type counted, or "any" for every one with scores.
	 */
	post_type: string;
	counts: {
		good: number;
		improve: number;
		problem: number;
		/**
		 * Posts with no score stored (not analysed since the plugin stored scores, or nothing to score).
		 */
		none: number;
	};
	/**
	 * When the counts were taken (Unix time); 0 when a large site's first count in the background has not finished yet.
	 */
	counted_at: number;
	/**
	 * Whether newer counts are being taken in the background (a large site: the counts shown are older, or none yet).
	 */
	counting: boolean;
}
/**
 * POST search-console/credentials, disconnect, site and import, DELETE import: the new status.
 */
export interface SearchConsoleChange extends RestMessage {
	status: SearchConsoleStatus;
	/**
	 * Disconnect: Google confirmed the grant is revoked.
	 */
	revoked?: boolean;
}
/**
 * GET search-console/status: the connection and the imported export; never a secret or a token.
 */
export interface SearchConsoleStatus {
	has_client: boolean;
	client_id: string;
	connected: boolean;
	property: string;
	redirect_uri: string;
	settings_url: string;
	/**
	 * Messages of a failed connection by error code (the callback names only the code).
	 */
	errors: {
		[k: string]: string;
	};
	auth_url: string;
	import: {
		imported_at: number;
		range: SearchRange;
		counts: {
			[k: string]: number;
		};
	} | null;
	/**
	 * The day ranges a report may cover.
	 */
	ranges: number[];
}
/**
 * The dates a report covers, and the export's own label for them ('' for the API).
 */
export interface SearchRange {
	start: string;
	end: string;
	label: string;
}
/**
 * GET search-console/report: from the API (connected property) or the imported export.
 */
export interface SearchConsoleReport {
	source: 'api' | 'import';
	/**
	 * From the API only.
	 */
	property?: string;
	/**
	 * From an import only.
	 */
	imported_at?: number;
	range: SearchRange;
	totals: SearchMetrics;
	dates: SearchDay[];
	queries: SearchRow[];
	pages: SearchRow[];
	countries: SearchRow[];
	devices: SearchRow[];
	filters: {
		name: string;
		value: string;
	}[];
}
/**
 * Clicks, impressions, CTR (a ratio, 0.05 = 5 %) and average position.
 */
export interface SearchMetrics {
	clicks: number;
	impressions: number;
	ctr: number;
	position: number;
}
/**
 * One day with its metrics.
 */
export interface SearchDay extends SearchMetrics {
	/**
	 * YYYY-MM-DD.
	 */
	date: string;
}
/**
 * One query, page, country or device with its metrics.
 */
export interface SearchRow extends SearchMetrics {
	key: string;
}
export interface SearchConsoleSite {
	site_url: string;
	permission_level: string;
}
/**
 * GET admin/settings-transfer: the export file, also what the import reads.
 */
export interface SettingsFile {
	plugin: 'sightline-seo';
	version: string;
	/**
	 * ISO 8601 time of the export.
	 */
	exported_at: string;
	settings: GlobalSettings;
}
/**
 * POST admin/settings-transfer: what the file changes (dry run) or changed.
 */
export interface ImportResult extends RestMessage {
	dry_run: boolean;
	applied: boolean;
	changes: SettingChange[];
}
export interface SettingChange {
	key: string;
	/**
	 * The setting's value before (any JSON type).
	 */
	from: unknown;
	/**
	 * Its value after.
	 */
	to: unknown;
}
/**
 * POST admin/global-settings: the settings as stored after the change; no data when nothing was sent.
 */
export interface SettingsSaved extends RestMessage {
	data?: GlobalSettings;
}
/**
 * GET and POST checks/site: the last site checks report (also the analyse-site ability's output).
 */
export interface SiteChecksReport {
	checks: CheckResult[];
	/**
	 * Unix time of the last run.
	 */
	ran_at: number;
	/**
	 * Settings changed since the last run.
	 */
	stale: boolean;
}
/**
 * GET admin/site-settings: the WordPress settings the settings app shows beside its own.
 */
export interface SiteSettings {
	site: {
		site_name: string;
		tagline: string;
		site_url: string;
		favicon: string;
	};
	home_page: {
		show_on_front: 'posts' | 'page';
		page_on_front: number;
		page_for_posts: number;
	};
	post_types: LabelledType[];
	taxonomies: LabelledType[];
	archive_types: LabelledType[];
}
/**
 * POST sitemap/generate-cache: what was rebuilt.
 */
export interface SitemapCacheResponse {
	message: string;
	/**
	 * How many sitemaps and URLs the index lists.
	 */
	description: string;
}
