/** Clicks, impressions, CTR (a ratio, 0.05 = 5 %) and average position. */
export interface SearchMetrics {
	clicks: number;
	impressions: number;
	ctr: number;
	position: number;
}

export interface SearchRow extends SearchMetrics {
	key: string;
}

export interface SearchDay extends SearchMetrics {
	date: string;
}

/** GET /sightline/v1/search-console/report. */
export interface SearchConsoleReport {
	source: 'api' | 'import';
	property?: string;
	imported_at?: number;
	range: { start: string; end: string; label: string };
	totals: SearchMetrics;
	dates: SearchDay[];
	queries: SearchRow[];
	pages: SearchRow[];
	countries: SearchRow[];
	devices: SearchRow[];
	filters?: Array< { name: string; value: string } >;
}

/** GET /sightline/v1/search-console/status (never holds the secret or a token). */
export interface SearchConsoleStatus {
	has_client: boolean;
	client_id: string;
	connected: boolean;
	property: string;
	redirect_uri: string;
	settings_url: string;
	/** Messages of a failed connection by error code (the callback names only the code). */
	errors: Record< string, string >;
	auth_url: string;
	import: null | {
		imported_at: number;
		range: { start: string; end: string; label: string };
		counts: Record< string, number >;
	};
	ranges: number[];
}

export interface SearchConsoleSite {
	site_url: string;
	permission_level: string;
}

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
