import {
	describeValue,
	exportFileName,
	parseSettingsFile,
} from '../parse-file';

describe( 'parseSettingsFile', () => {
	it( 'accepts our export file', () => {
		expect(
			parseSettingsFile(
				JSON.stringify( {
					plugin: 'sightline-seo',
					version: '1',
					settings: { author_archive: false },
				} )
			)
		).toEqual( {
			plugin: 'sightline-seo',
			settings: { author_archive: false },
		} );
	} );

	it( 'accepts a plain object of settings', () => {
		expect( parseSettingsFile( '{"separator":"|"}' ) ).toEqual( {
			settings: { separator: '|' },
		} );
	} );

	it.each( [
		'not json',
		'[1,2]',
		'"text"',
		'{}',
		'{"settings":[]}',
		'{"settings":{}}',
	] )( 'refuses %s before sending anything', ( text ) => {
		expect( parseSettingsFile( text ) ).toHaveProperty( 'error' );
	} );
} );

describe( 'helpers', () => {
	it( 'describes values shortly', () => {
		expect( describeValue( true ) ).toBe( 'On' );
		expect( describeValue( '' ) ).toBe( '(empty)' );
		expect( describeValue( [ 'noindex' ] ) ).toBe( '["noindex"]' );
		expect( describeValue( 'x'.repeat( 200 ) ) ).toHaveLength( 120 );
	} );

	it( 'names the export file by date', () => {
		expect( exportFileName( new Date( '2024-06-30T12:00:00Z' ) ) ).toBe(
			'sightline-seo-settings-2024-06-30.json'
		);
	} );
} );
