/**
 * Which website-detail fields show for a website type, and the save body that
 * leaves out what is hidden so a stale value typed under another type never reaches the site.
 */
import type { WebsiteType } from './state/types';

const ORGANISATION_TYPES: readonly WebsiteType[] = [
	'business',
	'organization',
	'ecommerce',
	'community',
];
const PERSON_TYPES: readonly WebsiteType[] = [ 'personal', 'blog' ];

export interface FieldVisibility {
	organization_type: boolean;
	website_name: boolean;
	website_owner_name: boolean;
}

export function websiteFieldVisibility( type: WebsiteType ): FieldVisibility {
	const organisation = ORGANISATION_TYPES.includes( type );
	return {
		organization_type: organisation,
		website_name: organisation,
		website_owner_name: PERSON_TYPES.includes( type ),
	};
}
