/** GET /sightline/v1/admin/site-settings (includes/rest/class-site-settings-controller.php). */
export interface LabelledType {
	slug: string;
	label: string;
	singular_label?: string;
}

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
	post_types: Array<
		LabelledType & { singular_label: string; has_archive: boolean }
	>;
	taxonomies: Array<
		LabelledType & { singular_label: string; object_types: string[] }
	>;
	archive_types: LabelledType[];
}

export interface SiteState {
	settings: SiteSettings | null;
}

/** The export file (GET admin/settings-transfer). */
export interface SettingsFile {
	plugin: string;
	version: string;
	exported_at: string;
	settings: Record< string, unknown >;
}

export interface SettingChange {
	key: string;
	from: unknown;
	to: unknown;
}

export interface ImportResult {
	success: boolean;
	message: string;
	dry_run: boolean;
	applied: boolean;
	changes: SettingChange[];
}

export type SiteAction = {
	type: 'RECEIVE_SITE_SETTINGS';
	settings: SiteSettings;
};
