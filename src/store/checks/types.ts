import type { CheckItem } from '../../components/checks/types';

/** GET/POST /sightline/v1/checks/site. */
export interface SiteChecksReport {
	checks: CheckItem[];
	/** Unix time of the last run. */
	ran_at: number;
	/** Settings changed since the last run. */
	stale: boolean;
}

export interface ChecksState {
	report: SiteChecksReport | null;
	isRunning: boolean;
	/** The check whose ignore/un-ignore request is running. */
	busyId: string | null;
}

export type ChecksAction =
	| { type: 'RECEIVE_SITE_CHECKS'; report: SiteChecksReport }
	| { type: 'RUN_SITE_CHECKS_START' }
	| { type: 'RUN_SITE_CHECKS_FINISH'; report?: SiteChecksReport }
	| { type: 'SET_SITE_CHECK_IGNORED'; id: string; ignore: boolean }
	| { type: 'SITE_CHECK_BUSY'; id: string | null };
