import {
	dateRange,
	formatDate,
	formatPercent,
	formatPosition,
	isoDate,
	shortenNumber,
} from '../format';

describe( 'shortenNumber', () => {
	it.each( [
		[ 0, '0' ],
		[ 999, '999' ],
		[ 1000, '1k' ],
		[ 1500, '1.5k' ],
		[ 1234, '1.2k' ],
		[ 12_345_678, '12.3m' ],
		[ 999_950, '1m' ],
		[ 4_200_000_000, '4.2b' ],
		[ 7_000_000_000_000, '7t' ],
		[ 7_000_000_000_000_000, '7000t' ],
		[ -2500, '-2.5k' ],
		[ 12.34, '12.3' ],
	] )( '%p → %p', ( value, expected ) => {
		expect( shortenNumber( value ) ).toBe( expected );
	} );

	it( 'takes the number of decimals', () => {
		expect( shortenNumber( 1234, 2 ) ).toBe( '1.23k' );
		expect( shortenNumber( 1567, 0 ) ).toBe( '2k' );
	} );

	it( 'treats non-finite values as 0', () => {
		expect( shortenNumber( NaN ) ).toBe( '0' );
		expect( shortenNumber( Infinity ) ).toBe( '0' );
	} );
} );

describe( 'dateRange', () => {
	it( 'goes N days back from today', () => {
		expect( dateRange( 28, new Date( 2024, 2, 10 ) ) ).toEqual( {
			startDate: '2024-02-11',
			endDate: '2024-03-10',
		} );
		expect( dateRange( 7, new Date( 2024, 0, 3 ) ) ).toEqual( {
			startDate: '2023-12-27',
			endDate: '2024-01-03',
		} );
		expect( dateRange( 0, new Date( 2024, 0, 3 ) ) ).toEqual( {
			startDate: '2024-01-03',
			endDate: '2024-01-03',
		} );
	} );

	it( 'defaults to today', () => {
		expect( dateRange( 1 ).endDate ).toBe( isoDate( new Date() ) );
	} );
} );

describe( 'formatDate', () => {
	it( "gives 'No Date' for empty values and 'Invalid Date' for bad ones", () => {
		expect( formatDate( null ) ).toBe( 'No Date' );
		expect( formatDate( undefined ) ).toBe( 'No Date' );
		expect( formatDate( '' ) ).toBe( 'No Date' );
		expect( formatDate( 'yesterday-ish' ) ).toBe( 'Invalid Date' );
		expect( formatDate( '2024-02-30' ) ).toBe( 'Invalid Date' );
	} );

	it( 'formats YYYY-MM-DD as that local day', () => {
		expect(
			formatDate( '2024-03-01', {
				year: 'numeric',
				month: '2-digit',
				day: '2-digit',
				timeZone: undefined,
			} )
		).toMatch( /2024/ );
		const formatted = formatDate( '2024-03-01', { day: 'numeric' } );
		expect( formatted ).toBe( '1' );
	} );
} );

describe( 'percent and position', () => {
	it( 'formats CTR and position with one decimal', () => {
		expect( formatPercent( 0.1234 ) ).toBe( '12.3%' );
		expect( formatPercent( 0 ) ).toBe( '0.0%' );
		expect( formatPosition( 3.456 ) ).toBe( '3.5' );
		expect( formatPosition( 0 ) ).toBe( '–' );
	} );
} );
