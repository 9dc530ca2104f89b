/** What the robots.txt editor reads (SPEC §3.2), from GET /sightline/v1/robots-txt. */
export interface RobotsTxtData {
	robots_txt_content: string;
	/** '0' when search engines are discouraged (Settings > Reading). */
	search_engine_visibility: string;
	robots_file_exists: boolean;
	robot_file_content: string;
}

export interface RobotsState {
	data: RobotsTxtData | null;
	isSaving: boolean;
}

export type RobotsAction =
	| { type: 'RECEIVE_ROBOTS_TXT'; data: RobotsTxtData }
	| { type: 'SAVE_ROBOTS_TXT_START' }
	| { type: 'SAVE_ROBOTS_TXT_FINISH'; content?: string };
