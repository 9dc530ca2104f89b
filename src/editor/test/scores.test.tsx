/**
 * The sidebar's scores: the SEO score counts the page checks with the focus keyphrase's checks and
 * the readability score the readability checks, by the shared score rule; a score waits for its
 * checks to be measured, and a language without readability rules has no readability score.
 */
import { render, screen } from '@testing-library/react';

import type { CheckResult } from '../../checks';
import { editorScores, ScoreBadges } from '../panels/scores';

function check(
	id: string,
	status: CheckResult[ 'status' ],
	ignore = false
): CheckResult {
	return {
		id,
		status,
		message: id,
		description: '',
		category: 'page',
		ignore,
	};
}

describe( 'editorScores', () => {
	const page = [
		check( 'title_length', 'success' ),
		check( 'meta_description', 'error' ),
		check( 'canonical', 'suggestion' ),
	];

	it( 'counts the page checks with the focus keyphrase checks, ignored ones left out', () => {
		const focus = [
			check( 'keyphrase_in_title', 'success' ),
			check( 'keyphrase_density', 'warning' ),
			check( 'keyphrase_slug', 'error', true ),
		];
		const readability = [
			check( 'sentence_length', 'success' ),
			check( 'paragraph_length', 'warning' ),
		];
		// (1 + 0 + 1 + 0.5) / 4 and (1 + 0.5) / 2.
		expect( editorScores( page, focus, readability ) ).toEqual( {
			seo: 63,
			readability: 75,
		} );
	} );

	it( 'waits for the measured checks, and has no readability score for an unsupported language', () => {
		expect( editorScores( page, null, null ) ).toEqual( {
			seo: undefined,
			readability: undefined,
		} );
		expect(
			editorScores(
				page,
				[],
				[ check( 'readability_language', 'suggestion' ) ]
			)
		).toEqual( { seo: 50, readability: null } );
	} );
} );

describe( 'ScoreBadges', () => {
	it( 'shows each score with its band in words for screen readers', () => {
		const { container } = render(
			<ScoreBadges seo={ 82 } readability={ null } />
		);
		expect(
			screen.getByText( 'SEO score: 82 of 100, Good.' )
		).toBeTruthy();
		expect(
			screen.getByText( 'Readability score: not analysed.' )
		).toBeTruthy();
		const badges = container.querySelectorAll( '.sightline-score' );
		expect( badges[ 0 ].className ).toContain( 'sightline-score--good' );
		expect( badges[ 1 ].className ).toContain( 'sightline-score--none' );
		expect( badges[ 0 ].textContent ).toContain( 'SEO 82' );
	} );

	it( 'says a score is being measured', () => {
		render( <ScoreBadges seo={ 40 } readability={ undefined } /> );
		expect(
			screen.getByText( 'SEO score: 40 of 100, Problem.' )
		).toBeTruthy();
		expect(
			screen.getByText( 'Readability score: measuring.' )
		).toBeTruthy();
	} );
} );
