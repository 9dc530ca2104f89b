/**
 * The dashboard's post scores: the counts of each band from the store (GET scores/counts, once per
 * kind), a sentence instead of numbers when the server could not answer, and the backfill's progress
 * from the store (GET scores/backfill) while it runs.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { act, render, screen, waitFor, within } from '@testing-library/react';

import { store } from '../../../../store';
import { RECOUNT_POLL_MS, ScoreOverview } from '../score-overview';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

it( 'shows how many posts are in each band of both scores', async () => {
	mockedFetch.mockImplementation( ( { path }: { path: string } ) =>
		Promise.resolve(
			path.includes( 'kind=seo' )
				? {
						kind: 'seo',
						post_type: 'any',
						counts: { good: 7, improve: 3, problem: 2, none: 11 },
					}
				: Promise.reject( { code: 'x', message: 'Down.' } )
		)
	);
	render( <ScoreOverview /> );
	expect(
		screen.getByRole( 'heading', { name: 'Post Scores' } )
	).toBeTruthy();
	const seo = await screen.findAllByRole( 'listitem' );
	expect( seo.map( ( item ) => item.textContent ) ).toEqual( [
		'7 Good',
		'3 Needs improvement',
		'2 Problem',
		'11 Not analysed',
	] );
	expect( within( seo[ 0 ] ).getByText( '7' ).className ).toContain(
		'sightline-dashboard__score-count'
	);
	expect(
		await screen.findByText( 'The counts could not be loaded.' )
	).toBeTruthy();
	// Once per kind, and once for the backfill's progress (which, refused here, shows nothing).
	expect(
		mockedFetch.mock.calls.map( ( [ { path } ] ) => path.split( '?' )[ 0 ] )
	).toEqual( [
		'/sightline/v1/scores/backfill',
		'/sightline/v1/scores/counts',
		'/sightline/v1/scores/counts',
	] );
	expect( screen.queryByText( /Scoring older posts/ ) ).toBeNull();
} );

/**
 * Renders the card with the server answering this backfill progress (the store keeps an earlier test's
 * answer: ask the server again, as a new page load would).
 */
function renderWithProgress(
	scored: number,
	remaining: number,
	more: boolean
) {
	(
		dispatch( store ) as unknown as {
			invalidateResolutionForStoreSelector: ( selector: string ) => void;
		}
	 ).invalidateResolutionForStoreSelector( 'getScoreBackfill' );
	mockedFetch.mockImplementation( ( { path }: { path: string } ) =>
		path.includes( 'scores/backfill' )
			? Promise.resolve( {
					status: 'running',
					scored,
					remaining,
					remaining_more: more,
					all: false,
					started: 1,
					finished: 0,
				} )
			: Promise.reject( { code: 'x', message: 'Down.' } )
	);
	render( <ScoreOverview /> );
}

it( 'says how far the scoring of older posts has come while it runs', async () => {
	renderWithProgress( 120, 380, false );
	expect(
		await screen.findByText(
			'Scoring older posts in the background: 120 scored, 380 to go.'
		)
	).toBeTruthy();
} );

it( 'says "more than" when the count of posts left stopped at its cap', async () => {
	renderWithProgress( 50, 10000, true );
	expect(
		await screen.findByText(
			'Scoring older posts in the background: 50 scored, more than 10000 to go.'
		)
	).toBeTruthy();
} );

/**
 * Renders the card with the server answering every counts request with the next of these answers
 * (a large site counting in the background); the backfill is refused (no line).
 */
function renderCounting(
	answers: Array< { counted_at: number; counting: boolean; good: number } >
) {
	(
		dispatch( store ) as unknown as {
			invalidateResolutionForStoreSelector: ( selector: string ) => void;
		}
	 ).invalidateResolutionForStoreSelector( 'getScoreCounts' );
	const asked: Record< string, number > = {};
	mockedFetch.mockImplementation( ( { path }: { path: string } ) => {
		if ( ! path.includes( 'scores/counts' ) ) {
			return Promise.reject( { code: 'x', message: 'Down.' } );
		}
		const kind = path.includes( 'kind=seo' ) ? 'seo' : 'readability';
		asked[ kind ] = ( asked[ kind ] ?? 0 ) + 1;
		const answer =
			answers[ Math.min( asked[ kind ] - 1, answers.length - 1 ) ];
		return Promise.resolve( {
			kind,
			post_type: 'any',
			counts: { good: answer.good, improve: 0, problem: 0, none: 0 },
			counted_at: answer.counted_at,
			counting: answer.counting,
		} );
	} );
	render( <ScoreOverview /> );
}

it( 'says a large site is being counted, then shows the counts when asked again', async () => {
	jest.useFakeTimers();
	try {
		renderCounting( [
			{ counted_at: 0, counting: true, good: 0 },
			{ counted_at: 1700000000, counting: false, good: 42 },
		] );
		await waitFor( () =>
			expect(
				screen.getAllByText( 'Counting the posts in the background…' )
			).toHaveLength( 2 )
		);
		expect( screen.queryAllByRole( 'listitem' ) ).toHaveLength( 0 );
		await act( async () => {
			jest.advanceTimersByTime( RECOUNT_POLL_MS );
		} );
		expect( ( await screen.findAllByText( '42' ) ).length ).toBeGreaterThan(
			0
		);
		expect(
			screen.queryByText( 'Counting the posts in the background…' )
		).toBeNull();
	} finally {
		jest.useRealTimers();
	}
} );

it( 'shows older counts with when they were taken while new ones are counted', async () => {
	renderCounting( [ { counted_at: 1700000000, counting: true, good: 5 } ] );
	const when = new Date( 1700000000 * 1000 ).toLocaleString();
	await waitFor( () =>
		expect(
			screen.getAllByText(
				`Counted on ${ when }; counting again in the background.`
			)
		).toHaveLength( 2 )
	);
	expect(
		( await screen.findAllByRole( 'listitem' ) )[ 0 ].textContent
	).toBe( '5 Good' );
} );
