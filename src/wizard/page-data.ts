/**
 * What the wizard page prints for the wizard (includes/onboarding/class-wizard-data.php), typed.
 */
import type { MigrationSource } from '../migration/types';
import { pageData } from '../utils/page-data';
import type { PageOption, WebsiteType } from './state/types';

export interface OnboardingInitialData {
	website_represents: WebsiteType;
	website_name: string;
	website_owner_name: string;
	organization_type: string;
	website_owner_phone: string;
	website_logo: string;
	website_about_us: PageOption | null;
	website_contact_us: PageOption | null;
	social_profiles: Record< string, string >;
	website_lead_details: {
		first_name: string;
		last_name: string;
		email: string;
	};
}

export interface WizardPageData {
	pluginUrl: string;
	/** The plugin's admin page with the skip-onboarding flag (Exit Guided Setup, Go To Dashboard). */
	dashboardUrl: string;
	privacyPolicyUrl: string;
	migrationEnabled: boolean;
	migrationSources: MigrationSource[];
	onboarding: OnboardingInitialData;
}

const EMPTY_INITIAL: OnboardingInitialData = {
	website_represents: 'business',
	website_name: '',
	website_owner_name: '',
	organization_type: 'Organization',
	website_owner_phone: '',
	website_logo: '',
	website_about_us: null,
	website_contact_us: null,
	social_profiles: {},
	website_lead_details: { first_name: '', last_name: '', email: '' },
};

export function wizardPageData(): WizardPageData {
	const data = pageData();
	const onboarding = ( data.onboarding ??
		{} ) as Partial< OnboardingInitialData >;
	return {
		pluginUrl: data.pluginUrl,
		dashboardUrl:
			typeof data.dashboardUrl === 'string'
				? data.dashboardUrl
				: data.pluginUrl,
		privacyPolicyUrl:
			typeof data.privacyPolicyUrl === 'string'
				? data.privacyPolicyUrl
				: '',
		migrationEnabled: data.migrationEnabled === true,
		migrationSources: Array.isArray( data.migrationSources )
			? ( data.migrationSources as MigrationSource[] )
			: [],
		onboarding: {
			...EMPTY_INITIAL,
			...onboarding,
			website_lead_details: {
				...EMPTY_INITIAL.website_lead_details,
				...( onboarding.website_lead_details ?? {} ),
			},
		},
	};
}
