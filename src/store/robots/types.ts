export type { RobotsTxtData } from '../../contracts';
import type { RobotsTxtData } from '../../contracts';

export interface RobotsState {
	data: RobotsTxtData | null;
	isSaving: boolean;
}

export type RobotsAction =
	| { type: 'RECEIVE_ROBOTS_TXT'; data: RobotsTxtData }
	| { type: 'SAVE_ROBOTS_TXT_START' }
	| { type: 'SAVE_ROBOTS_TXT_FINISH'; content?: string };
