/**
 * The shape the shared check list shows: one check's result. Site checks (REST) and the
 * editor's page checks both fit it: `link` and `category` are optional extras.
 */
export type CheckStatus = 'error' | 'warning' | 'suggestion' | 'success';

export interface CheckItem {
	id: string;
	status: CheckStatus;
	/** One line saying what was found. */
	message: string;
	/** How to fix it (plain text). */
	description?: string;
	category?: string;
	/** True when the admin or author chose to ignore this check. */
	ignore?: boolean;
	/** The screen that fixes it (null when none: site checks send null, page checks leave it out). */
	link?: { url: string; label: string } | null;
}

export interface CheckGroups< T extends CheckItem = CheckItem > {
	error: T[];
	warning: T[];
	suggestion: T[];
	success: T[];
	/** Ignored checks, whatever their status, set apart. */
	ignored: T[];
}
