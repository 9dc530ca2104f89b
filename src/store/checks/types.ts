export type { SiteChecksReport } from '../../contracts';
import type { SiteChecksReport } from '../../contracts';

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
