/**
 * Every label the Save button shows, recorded from the DOM as React writes it (no act() batching, so
 * a label shown for a single render is caught): Save → Saving.. → Saved (one second) → Save, and
 * nothing between.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';

import { store } from '../../../store';
import type { GlobalSettings } from '../../../store';
import { SAVED_LABEL_MS, SaveButton } from '../save-button';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const saved = {
	author_archive: true,
	date_archive: true,
} as unknown as GlobalSettings;

declare const globalThis: { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Labels in the order the DOM showed them, consecutive repeats folded. */
function recordLabels( element: HTMLElement ): {
	labels: () => string[];
	stop: () => void;
} {
	const seen: string[] = [ element.textContent ?? '' ];
	const observer = new MutationObserver( ( records ) => {
		// Each record's old value is what the DOM showed before that write: together with the text
		// now, they give every label in order, even several writes before this callback ran.
		for ( const record of records ) {
			const before =
				record.type === 'characterData'
					? record.oldValue
					: Array.from( record.removedNodes )
							.map( ( node ) => node.textContent )
							.join( '' );
			if ( before !== null && before !== '' ) {
				seen.push( before );
			}
		}
		seen.push( element.textContent ?? '' );
	} );
	observer.observe( element, {
		characterData: true,
		characterDataOldValue: true,
		childList: true,
		subtree: true,
	} );
	return {
		labels: () =>
			seen.filter( ( label, i ) => i === 0 || label !== seen[ i - 1 ] ),
		stop: () => observer.disconnect(),
	};
}

describe( 'SaveButton labels', () => {
	beforeEach( () => {
		globalThis.IS_REACT_ACT_ENVIRONMENT = false;
		mockedFetch.mockReset();
		dispatch( store ).receiveSettings( saved );
		dispatch( store ).editSettings( { author_archive: true } );
	} );

	afterEach( () => {
		globalThis.IS_REACT_ACT_ENVIRONMENT = true;
	} );

	it.each( [ 1, 2, 3 ] )(
		'go Save → Saving.. → Saved → Save and nothing between (run %i)',
		async () => {
			mockedFetch.mockImplementation( () =>
				Promise.resolve( {
					success: true,
					message: 'ok',
					data: { ...saved, date_archive: false },
				} )
			);
			render( <SaveButton /> );
			dispatch( store ).editSettings( { date_archive: false } );
			await waitFor( () =>
				expect(
					( screen.getByRole( 'button' ) as HTMLButtonElement )
						.disabled
				).toBe( false )
			);
			const button = screen.getByRole( 'button' );
			const recorder = recordLabels( button );
			const clicked = Date.now();
			fireEvent.click( button );
			await waitFor( () => expect( button.textContent ).toBe( 'Saved' ) );
			const savedAt = Date.now();
			await waitFor( () => expect( button.textContent ).toBe( 'Save' ), {
				timeout: SAVED_LABEL_MS + 1000,
			} );
			// Saved stays about one second.
			expect( Date.now() - savedAt ).toBeGreaterThanOrEqual(
				SAVED_LABEL_MS - 50
			);
			expect( Date.now() - clicked ).toBeLessThan( SAVED_LABEL_MS + 900 );
			recorder.stop();
			expect( recorder.labels() ).toEqual( [
				'Save',
				'Saving..',
				'Saved',
				'Save',
			] );
		}
	);
} );
