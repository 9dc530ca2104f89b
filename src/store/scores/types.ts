import type { ScoreBackfillStatus, ScoreCounts } from '../../contracts';

export type { ScoreBackfillStatus, ScoreCounts };

export type ScoreKind = ScoreCounts[ 'kind' ];

/**
 * Answers of GET scores/counts by kind, and of GET scores/backfill; null when the server could not
 * answer.
 */
export interface ScoresState {
	counts: Partial< Record< ScoreKind, ScoreCounts | null > >;
	backfill?: ScoreBackfillStatus | null;
}

export type ScoresAction =
	| {
			type: 'RECEIVE_SCORE_COUNTS';
			kind: ScoreKind;
			counts: ScoreCounts | null;
	  }
	| {
			type: 'RECEIVE_SCORE_BACKFILL';
			backfill: ScoreBackfillStatus | null;
	  };
