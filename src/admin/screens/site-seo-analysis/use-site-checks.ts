/**
 * The site checks report and its actions, for the Site SEO Analysis screen and the dashboard.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { store } from '../../../store';
import type { SiteChecksReport } from '../../../store';

export interface SiteChecks {
	report: SiteChecksReport | null;
	isRunning: boolean;
	busyId: string | null;
	run: () => void;
	ignore: ( id: string ) => void;
	restore: ( id: string ) => void;
}

export function useSiteChecks(): SiteChecks {
	const { report, isRunning, busyId } = useSelect(
		( select ) => ( {
			report: select( store ).getSiteChecks(),
			isRunning: select( store ).isRunningSiteChecks(),
			busyId: select( store ).getSiteCheckBusyId(),
		} ),
		[]
	);
	const { runSiteChecks, setSiteCheckIgnored } = useDispatch( store );
	return {
		report,
		isRunning,
		busyId,
		run: useCallback( () => void runSiteChecks(), [ runSiteChecks ] ),
		ignore: useCallback(
			( id: string ) => void setSiteCheckIgnored( id, true ),
			[ setSiteCheckIgnored ]
		),
		restore: useCallback(
			( id: string ) => void setSiteCheckIgnored( id, false ),
			[ setSiteCheckIgnored ]
		),
	};
}
