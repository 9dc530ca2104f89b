import type { ScoreCounts } from '../../contracts';

export type { ScoreCounts };

export type ScoreKind = ScoreCounts[ 'kind' ];

/** Answers of GET scores/counts by kind; null when the server could not answer. */
export interface ScoresState {
	counts: Partial< Record< ScoreKind, ScoreCounts | null > >;
}

export type ScoresAction = {
	type: 'RECEIVE_SCORE_COUNTS';
	kind: ScoreKind;
	counts: ScoreCounts | null;
};
