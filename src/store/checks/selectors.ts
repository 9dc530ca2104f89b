import type { ChecksState, SiteChecksReport } from './types';

interface State {
	checks: ChecksState;
}

/** The last site checks report; null until loaded (the resolver loads it). */
export function getSiteChecks( state: State ): SiteChecksReport | null {
	return state.checks.report;
}

export function isRunningSiteChecks( state: State ): boolean {
	return state.checks.isRunning;
}

export function getSiteCheckBusyId( state: State ): string | null {
	return state.checks.busyId;
}
