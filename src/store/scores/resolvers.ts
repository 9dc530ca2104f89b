import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { addQueryArgs } from '@wordpress/url';

import { API, NOTICE } from '../constants';
import type { Thunk } from '../thunk';
import { errorMessage } from '../utils/error-message';
import type { ScoreBackfillStatus, ScoreCounts, ScoreKind } from './types';

/** Asks the server how many posts have each band of a score (every public post type). */
export const getScoreCounts =
	( kind: ScoreKind ): Thunk< Promise< void > > =>
	async ( { dispatch, registry } ) => {
		try {
			const counts = await apiFetch< ScoreCounts >( {
				path: addQueryArgs( API.scoreCounts, { kind } ),
			} );
			dispatch( { type: 'RECEIVE_SCORE_COUNTS', kind, counts } );
		} catch ( error ) {
			dispatch( { type: 'RECEIVE_SCORE_COUNTS', kind, counts: null } );
			registry
				.dispatch( noticesStore )
				.createErrorNotice(
					errorMessage(
						error,
						__(
							'The post scores could not be loaded.',
							'sightline-seo'
						)
					),
					{ id: NOTICE.scores, type: 'snackbar' }
				);
		}
	};

/**
 * Asks the server how far the scoring of older posts has come. A failure only hides the line that
 * says so (the counts say what matters), so it raises no notice.
 */
export const getScoreBackfill =
	(): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		try {
			const backfill = await apiFetch< ScoreBackfillStatus >( {
				path: API.scoreBackfill,
			} );
			dispatch( { type: 'RECEIVE_SCORE_BACKFILL', backfill } );
		} catch {
			dispatch( { type: 'RECEIVE_SCORE_BACKFILL', backfill: null } );
		}
	};
