import globalSettings from '../../../includes/settings/global-settings.json';
import { socialProfiles, visibleProfiles } from '../social-profiles';

describe( 'social profiles', () => {
	it( 'lists the 14 profiles of SPEC §2.3 in order, matching the settings schema', () => {
		const ids = socialProfiles().map( ( profile ) => profile.id );
		expect( ids ).toEqual( [
			'facebook',
			'twitter',
			'instagram',
			'linkedin',
			'youtube',
			'pinterest',
			'tiktok',
			'medium',
			'tumblr',
			'threads',
			'yelp',
			'whatsapp',
			'telegram',
			'bluesky',
		] );
		expect( ids.slice().sort() ).toEqual(
			Object.keys(
				globalSettings.properties.social_profiles.properties
			).sort()
		);
		for ( const profile of socialProfiles() ) {
			expect( profile.label ).not.toBe( '' );
			expect( profile.placeholder ).toMatch( /^https:\/\// );
			expect( profile.icon ).toBeTruthy();
		}
	} );

	it( 'shows core profiles always and extras only with a value or when added', () => {
		const core = visibleProfiles( {} ).map( ( p ) => p.id );
		expect( core ).toEqual( [
			'facebook',
			'twitter',
			'instagram',
			'linkedin',
			'youtube',
		] );
		const withValue = visibleProfiles(
			{ yelp: 'https://yelp.com/x', tiktok: ' ' },
			[ 'bluesky' ]
		).map( ( p ) => p.id );
		expect( withValue ).toContain( 'yelp' );
		expect( withValue ).toContain( 'bluesky' );
		expect( withValue ).not.toContain( 'tiktok' );
	} );
} );
