/**
 * What the wizard page prints for the wizard (includes/onboarding/class-wizard-data.php), typed.
 */
import type { OnboardingInitialData, WizardPageData } from '../contracts';
import { pageData } from '../utils/page-data';

export type { OnboardingInitialData };

/** The fields of the wizard's page data the wizard reads (includes/contracts/page-data-wizard.json). */
export type WizardStartData = Pick<
	WizardPageData,
	| 'pluginUrl'
	| 'dashboardUrl'
	| 'privacyPolicyUrl'
	| 'migrationEnabled'
	| 'migrationSources'
	| 'onboarding'
>;

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
	ai_crawler_policy: 'none',
	website_lead_details: { first_name: '', last_name: '', email: '' },
};

export function wizardPageData(): WizardStartData {
	const data = pageData();
	const onboarding: Partial< OnboardingInitialData > = data.onboarding ?? {};
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
			? data.migrationSources
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
