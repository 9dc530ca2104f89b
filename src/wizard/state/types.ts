/**
 * The wizard state, kept in sessionStorage so a reload within the session restores it.
 */
export type WebsiteType =
	| 'personal'
	| 'business'
	| 'organization'
	| 'blog'
	| 'community'
	| 'ecommerce';

/** A page selector option: label is the page title (or 'Untitled'), value the page id. */
import type { PageOption } from '../../store/onboarding/pages';

export type { PageOption };

/** The logo as picked from the media library, or a bare URL (pre-filled from the server or a migration). */
export interface LogoImage {
	attachment_id: number;
	name: string;
	size: number;
	url: string;
	type: string;
}

export interface WebsiteDetails {
	website_type: WebsiteType;
	website_name: string;
	website_owner_name: string;
	organization_type: string;
	website_owner_phone: string;
	website_logo: LogoImage | string;
	about_page: PageOption | number | null;
	contact_page: PageOption | number | null;
}

export interface UserDetails {
	first_name: string;
	last_name: string;
	email: string;
	agree_to_terms: boolean;
}

export interface WizardState {
	/** The route the admin is on (the finish route once Next was pressed on the last step before it). */
	currentStep: string;
	pages: PageOption[];
	websiteDetails: WebsiteDetails;
	userDetails: UserDetails;
	socialProfilesURLs: Record< string, string >;
	/** Extra profiles added through 'Add another profile', so they stay shown even while empty. */
	addedProfiles: string[];
	isMigrationDone: boolean;
	/** The offer to let AI answer engines in and keep AI training out (robots.txt), accepted. */
	aiSearchOnly: boolean;
}

export type WizardAction =
	| { type: 'SET_CURRENT_STEP'; step: string }
	| { type: 'SET_PAGES'; pages: PageOption[] }
	| { type: 'SET_AI_SEARCH_ONLY'; accepted: boolean }
	| { type: 'SET_WEBSITE_DETAILS'; details: Partial< WebsiteDetails > }
	| { type: 'SET_USER_DETAILS'; details: Partial< UserDetails > }
	| { type: 'SET_SOCIAL_PROFILE'; id: string; url: string }
	| { type: 'ADD_PROFILE'; id: string }
	| {
			type: 'MIGRATION_DONE';
			socialProfiles?: Record< string, string >;
			websiteDetails?: Partial< WebsiteDetails >;
	  };
