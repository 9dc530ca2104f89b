import type { IndexnowLastResult, IndexnowStatus } from '../../contracts';

/** GET /sightline/v1/indexnow, typed from includes/contracts/rest-indexnow.json. */
export type { IndexnowLastResult, IndexnowStatus };

export interface IndexnowState {
	status: IndexnowStatus | null;
}

export type IndexnowAction = {
	type: 'RECEIVE_INDEXNOW_STATUS';
	status: IndexnowStatus;
};
