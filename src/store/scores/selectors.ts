import type {
	ScoreBackfillStatus,
	ScoreCounts,
	ScoreKind,
	ScoresState,
} from './types';

interface State {
	scores: ScoresState;
}

/**
 * How many posts have each band of a stored score: undefined until the server answered (the
 * resolver asks), null when it could not answer.
 */
export function getScoreCounts(
	state: State,
	kind: ScoreKind
): ScoreCounts | null | undefined {
	return state.scores.counts[ kind ];
}

/**
 * How far the scoring of older posts in the background has come: undefined until the server answered
 * (the resolver asks), null when it could not answer.
 */
export function getScoreBackfill(
	state: State
): ScoreBackfillStatus | null | undefined {
	return state.scores.backfill;
}
