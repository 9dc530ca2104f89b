/** The last IndexNow submission, as GET /sightline/v1/indexnow reports it. */
export interface IndexnowLastResult {
	/** Unix time. */
	time: number;
	/** HTTP status IndexNow answered; 0 when it could not be reached. */
	status: number;
	/** URLs sent. */
	count: number;
	/** Why it failed; empty when IndexNow accepted the URLs. */
	error: string;
}

/** GET /sightline/v1/indexnow. */
export interface IndexnowStatus {
	enabled: boolean;
	/** Empty until IndexNow is first turned on and saved. */
	key: string;
	key_url: string;
	/** URLs waiting for the next background send. */
	queued: number;
	/** Unix time of the next send, or null. */
	next_send: number | null;
	last_result: IndexnowLastResult | null;
}

export interface IndexnowState {
	status: IndexnowStatus | null;
}

export type IndexnowAction = {
	type: 'RECEIVE_INDEXNOW_STATUS';
	status: IndexnowStatus;
};
