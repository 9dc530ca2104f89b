import type {
	SearchConsoleBusy,
	SearchConsoleReport,
	SearchConsoleSite,
	SearchConsoleState,
	SearchConsoleStatus,
} from './types';

interface State {
	searchConsole: SearchConsoleState;
}

export function getSearchConsoleStatus(
	state: State
): SearchConsoleStatus | null {
	return state.searchConsole.status;
}

/** The report for N days back from today: undefined while loading, null when there is none. */
export function getSearchConsoleReport(
	state: State,
	days: number
): SearchConsoleReport | null | undefined {
	return state.searchConsole.reports[ days ];
}

export function getSearchConsoleReportError(
	state: State,
	days: number
): string | undefined {
	return state.searchConsole.reportErrors[ days ];
}

export function getSearchConsoleSites(
	state: State
): SearchConsoleSite[] | null {
	return state.searchConsole.sites;
}

export function getSearchConsoleBusy( state: State ): SearchConsoleBusy {
	return state.searchConsole.busy;
}

export function getSearchConsoleError(
	state: State
): SearchConsoleState[ 'error' ] {
	return state.searchConsole.error;
}
