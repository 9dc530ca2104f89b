import { isValidUrl } from '../url';

describe( 'isValidUrl (SPEC §5.1)', () => {
	it.each( [
		'https://example.com',
		'http://example.com/path?q=1#top',
		'example.com',
		'www.sub.example.co.uk/a/b',
		'localhost',
		'http://localhost:8080/wp-admin/',
		'192.168.1.20',
		'https://10.0.0.1:443/x',
		'facebook.com/my-page',
	] )( 'accepts %s', ( url ) => {
		expect( isValidUrl( url ) ).toBe( true );
	} );

	it.each( [
		'',
		'not a url',
		'ftp://example.com',
		'https://',
		'http://exa mple.com',
		'999.1.1.1',
		'example',
		'https://example.com:99999',
		'-bad.com',
	] )( 'rejects %s', ( url ) => {
		expect( isValidUrl( url ) ).toBe( false );
	} );
} );
