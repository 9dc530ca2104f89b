/**
 * The one rule that turns check results into a 0-100 score and its band, read from the JSON the
 * PHP twin (Sightline\Checks\Score\Score_Rule) reads; the shared fixtures
 * (tests/fixtures/scores/cases.json) hold both to the same answers. Ignored checks and suggestions
 * do not count, and a list with nothing counted has no score (null), never 0.
 */
import rule from '../../../includes/checks/score/score-rule.json';

export type ScoreBand = 'good' | 'improve' | 'problem';

export interface ScoredCheck {
	status: string;
	ignore?: boolean;
}

const weights: Record< string, number > = rule.weights;

export function scoreOf( checks: readonly ScoredCheck[] ): number | null {
	let sum = 0;
	let count = 0;
	for ( const check of checks ) {
		if ( check.ignore || ! ( check.status in weights ) ) {
			continue;
		}
		sum += weights[ check.status ];
		count++;
	}
	return count === 0 ? null : Math.round( ( sum * 100 ) / count );
}

export function bandOf( score: number | null ): ScoreBand | null {
	if ( score === null ) {
		return null;
	}
	const found = rule.bands.find( ( entry ) => score >= entry.min );
	return found ? ( found.band as ScoreBand ) : null;
}
