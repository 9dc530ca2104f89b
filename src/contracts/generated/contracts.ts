/* Generated from includes/contracts/*.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`. */
import type { ObjectMeta } from '../../store/generated/object-meta';

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
 * The settings app's page data (Sightline\Admin\Admin_Menu::page_data()).
 */
export interface AdminPageData extends PageData {
	/**
	 * The route the app opens on, from the submenu entry that was clicked.
	 */
	initialRoute: string;
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
	 * X card type.
	 */
	twitterCardType: 'summary_large_image' | 'summary';
	canManageOptions: boolean;
	objectType: 'post' | 'term';
	/**
	 * "Post", "Page", "Category"…
	 */
	objectLabel: string;
	authorName: string;
}
/**
 * Setting auto_description as the server applies it (Variables::auto_description_rule()).
 */
export interface AutoDescriptionRule {
	length: number;
	first_paragraph: boolean;
	ellipsis: boolean;
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
