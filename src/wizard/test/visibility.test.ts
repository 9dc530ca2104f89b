import { websiteFieldVisibility } from '../visibility';
import type { WebsiteType } from '../state/types';

describe( 'website details visibility (SPEC §2.3 step 3)', () => {
	it.each< [ WebsiteType, boolean, boolean ] >( [
		[ 'personal', false, true ],
		[ 'blog', false, true ],
		[ 'business', true, false ],
		[ 'organization', true, false ],
		[ 'ecommerce', true, false ],
		[ 'community', true, false ],
	] )(
		'%s: organisation fields %s, owner name %s',
		( type, organisation, owner ) => {
			expect( websiteFieldVisibility( type ) ).toEqual( {
				organization_type: organisation,
				website_name: organisation,
				website_owner_name: owner,
			} );
		}
	);
} );
