import type { OnboardingInitialData } from '../page-data';
import type { WizardState } from './types';

/** The state before any edit: the values the site already has. */
export function initialState( data: OnboardingInitialData ): WizardState {
	return {
		currentStep: '/',
		pages: [],
		websiteDetails: {
			website_type: data.website_represents,
			website_name: data.website_name,
			website_owner_name: data.website_owner_name,
			organization_type: data.organization_type || 'Organization',
			website_owner_phone: data.website_owner_phone,
			website_logo: data.website_logo,
			about_page: data.website_about_us,
			contact_page: data.website_contact_us,
		},
		userDetails: { ...data.website_lead_details, agree_to_terms: false },
		socialProfilesURLs: { ...data.social_profiles },
		addedProfiles: [],
		isMigrationDone: false,
		// Offered ticked while the site has no AI crawler policy of another kind; never forced.
		aiSearchOnly:
			data.ai_crawler_policy === 'none' ||
			data.ai_crawler_policy === 'block_training',
	};
}
