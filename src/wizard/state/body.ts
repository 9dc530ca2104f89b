/**
 * The JSON body of the wizard save (POST /sightline/v1/onboarding) built from the wizard state: the
 * setup's answers only (the agreement is required before the personal fields are sent, and the AI
 * crawler offer has a call of its own). Hidden fields are sent empty (or the default organisation type),
 * so a value typed under another website type never reaches the site; the personal fields are left out
 * entirely when the admin skipped the last step.
 */
import { socialProfiles } from '../../components/social-profiles';
import { websiteFieldVisibility } from '../visibility';
import type { LogoImage, PageOption, WizardState } from './types';
import { DEFAULT_ORGANIZATION_TYPE } from '../data/organization-types';

export interface OnboardingBody {
	website_type: string;
	website_name: string;
	website_owner_name: string;
	organization_type: string;
	website_owner_phone: string;
	website_logo: string;
	about_page: number;
	contact_page: number;
	social_profiles: Record< string, string >;
	first_name?: string;
	last_name?: string;
	email?: string;
}

export function logoUrl( logo: LogoImage | string | null | undefined ): string {
	return typeof logo === 'string' ? logo : ( logo?.url ?? '' );
}

/** Page ids are integers, 0 when none. */
export function pageId(
	page: PageOption | number | string | null | undefined
): number {
	const raw = page && typeof page === 'object' ? page.value : page;
	const id = parseInt( String( raw ?? 0 ), 10 );
	return Number.isFinite( id ) && id > 0 ? id : 0;
}

export function saveBody(
	state: WizardState,
	{ skipUserDetails }: { skipUserDetails: boolean }
): OnboardingBody {
	const details = state.websiteDetails;
	const visible = websiteFieldVisibility( details.website_type );
	const profiles: Record< string, string > = {};
	for ( const { id } of socialProfiles() ) {
		profiles[ id ] = ( state.socialProfilesURLs[ id ] ?? '' ).trim();
	}
	const body: OnboardingBody = {
		website_type: details.website_type,
		website_name: visible.website_name ? details.website_name.trim() : '',
		website_owner_name: visible.website_owner_name
			? details.website_owner_name.trim()
			: '',
		organization_type:
			visible.organization_type && details.organization_type
				? details.organization_type
				: DEFAULT_ORGANIZATION_TYPE,
		website_owner_phone: details.website_owner_phone.trim(),
		website_logo: logoUrl( details.website_logo ),
		about_page: pageId( details.about_page ),
		contact_page: pageId( details.contact_page ),
		social_profiles: profiles,
	};
	if ( ! skipUserDetails ) {
		body.first_name = state.userDetails.first_name.trim();
		body.last_name = state.userDetails.last_name.trim();
		body.email = state.userDetails.email.trim();
	}
	return body;
}
