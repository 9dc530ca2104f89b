/**
 * %published% in the editor as the page will print it after saving (get_post_time( DATE_W3C, true )):
 * the saved UTC date, the moment of saving for a floating draft, an edited date moved by the site's
 * offset.
 */
import { publishedIso, w3cUtc, type PostDates } from '../page-values';

const NOW = Date.UTC( 2026, 2, 5, 8, 30, 15, 640 );

const dates = ( over: Partial< PostDates > ): PostDates => ( {
	date: '2026-01-10T09:00:00',
	savedDate: '2026-01-10T09:00:00',
	savedDateGmt: '2026-01-10T08:00:00',
	floating: false,
	utcOffsetHours: 0,
	...over,
} );

describe( 'publishedIso', () => {
	it( 'is the saved UTC date when the author kept the date', () => {
		expect( publishedIso( dates( {} ), NOW ) ).toBe(
			'2026-01-10T08:00:00+00:00'
		);
	} );

	it( 'is the moment of saving (to the second) for a floating draft', () => {
		expect(
			publishedIso( dates( { floating: true, savedDateGmt: null } ), NOW )
		).toBe( '2026-03-05T08:30:15+00:00' );
	} );

	it( 'moves an edited date by the saved date’s own offset, else the site’s', () => {
		expect(
			publishedIso( dates( { date: '2026-02-01T12:00:00' } ), NOW )
		).toBe( '2026-02-01T11:00:00+00:00' );
		expect(
			publishedIso(
				dates( {
					date: '2026-02-01T12:00:00',
					savedDate: null,
					savedDateGmt: null,
					utcOffsetHours: -5,
				} ),
				NOW
			)
		).toBe( '2026-02-01T17:00:00+00:00' );
	} );

	it( 'prints DATE_W3C in UTC', () => {
		expect( w3cUtc( Date.UTC( 2026, 11, 31, 23, 59, 59 ) ) ).toBe(
			'2026-12-31T23:59:59+00:00'
		);
	} );
} );
