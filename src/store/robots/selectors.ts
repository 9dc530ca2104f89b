import type { RobotsState, RobotsTxtData } from './types';

interface State {
	robots: RobotsState;
}

/** The editor's data; null until loaded (the resolver loads it on first read). */
export function getRobotsTxt( state: State ): RobotsTxtData | null {
	return state.robots.data;
}

export function isSavingRobotsTxt( state: State ): boolean {
	return state.robots.isSaving;
}
