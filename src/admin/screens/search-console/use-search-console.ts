/**
 * Search Console data for the screens: connection status and the report for N days back from today.
 */
import { useSelect } from '@wordpress/data';

import { store } from '../../../store';
import type { SearchConsoleReport, SearchConsoleStatus } from '../../../store';

export const DEFAULT_DAYS = 28;

export function useSearchConsoleStatus(): SearchConsoleStatus | null {
	return useSelect(
		( select ) => select( store ).getSearchConsoleStatus(),
		[]
	);
}

export interface ReportState {
	report: SearchConsoleReport | null | undefined;
	error: string | undefined;
	isLoading: boolean;
}

export function useSearchConsoleReport( days: number ): ReportState {
	return useSelect(
		( select ) => {
			const report = select( store ).getSearchConsoleReport( days );
			return {
				report,
				error: select( store ).getSearchConsoleReportError( days ),
				isLoading: report === undefined,
			};
		},
		[ days ]
	);
}
