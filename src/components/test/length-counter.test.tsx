import { render } from '@testing-library/react';

import { LengthCounter } from '../length-counter';

describe( 'LengthCounter', () => {
	it( 'shows current/maximum without the error state within the limit', () => {
		const { container } = render(
			<LengthCounter value={ 'x'.repeat( 60 ) } max={ 60 } />
		);
		const counter = container.querySelector( '.sightline-length-counter' )!;
		expect( counter.textContent ).toContain( '60/60' );
		expect( counter.classList.contains( 'is-over' ) ).toBe( false );
	} );

	it( 'takes the error colour past the maximum', () => {
		const { container } = render(
			<LengthCounter value={ 'x'.repeat( 61 ) } max={ 60 } />
		);
		const counter = container.querySelector( '.sightline-length-counter' )!;
		expect( counter.textContent ).toContain( '61/60' );
		expect( counter.classList.contains( 'is-over' ) ).toBe( true );
		expect( counter.textContent ).toContain(
			'more than the recommended 60'
		);
	} );
} );
