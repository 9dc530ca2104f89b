import type {
	SearchConsoleReport,
	SearchConsoleSite,
	SearchConsoleStatus,
} from '../../contracts';

export type {
	SearchConsoleChange,
	SearchConsoleReport,
	SearchConsoleSite,
	SearchConsoleStatus,
	SearchDay,
	SearchMetrics,
	SearchRow,
} from '../../contracts';

export type SearchConsoleBusy =
	'credentials' | 'disconnect' | 'site' | 'import' | 'delete-import' | null;

export interface SearchConsoleState {
	status: SearchConsoleStatus | null;
	/** Keyed by days back from today. */
	reports: Record< number, SearchConsoleReport | null >;
	/** Why a report could not be loaded, keyed like reports. */
	reportErrors: Record< number, string >;
	sites: SearchConsoleSite[] | null;
	busy: SearchConsoleBusy;
	/** The last import or connection error, shown next to the form that caused it. */
	error: { source: 'import' | 'connect'; message: string } | null;
}

export type SearchConsoleAction =
	| { type: 'RECEIVE_SEARCH_CONSOLE_STATUS'; status: SearchConsoleStatus }
	| {
			type: 'RECEIVE_SEARCH_CONSOLE_REPORT';
			days: number;
			report: SearchConsoleReport | null;
			error?: string;
	  }
	| { type: 'CLEAR_SEARCH_CONSOLE_REPORTS' }
	| { type: 'RECEIVE_SEARCH_CONSOLE_SITES'; sites: SearchConsoleSite[] }
	| { type: 'SEARCH_CONSOLE_BUSY'; busy: SearchConsoleBusy }
	| { type: 'SEARCH_CONSOLE_ERROR'; error: SearchConsoleState[ 'error' ] };
