/* Generated from includes/settings/redirect.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`. */

/**
 * One redirect rule (Tools > Redirects, REST /sightline/v1/redirects, WP-CLI, CSV). Stored in the table {prefix}sightline_redirects. The writable fields are the REST create/update arguments; id, automatic, by_non_admin, hits, last_hit, created and modified are read-only.
 */
export interface RedirectRule {
	/**
	 * The rule's id.
	 */
	id: number;
	/**
	 * What requests match: a path starting with / (exact, prefix) or a regular expression matched against the path (regex). A full URL of this site is accepted and kept as its path.
	 */
	source: string;
	/**
	 * exact = this path only (trailing slash and letter case ignored; a query string in the source must match too); prefix = every path starting with it; regex = a regular expression ($1… in the target are its groups).
	 */
	match: 'exact' | 'prefix' | 'regex';
	/**
	 * Where to send the visitor: a path of this site starting with /, or a full http(s) URL. Empty for 410 and 451.
	 */
	target: string;
	/**
	 * 301 moved permanently, 302 found, 307 temporary redirect, 410 gone, 451 unavailable for legal reasons (no target).
	 */
	status: 301 | 302 | 307 | 410 | 451;
	/**
	 * keep = the request's query string is added to the target; ignore = it is dropped.
	 */
	query: 'keep' | 'ignore';
	/**
	 * Whether the rule answers requests.
	 */
	enabled: boolean;
	/**
	 * Whether the plugin created the rule when a post, page, term or the permalinks moved an address. Automatic updates only ever repoint or remove automatic rules.
	 */
	automatic: boolean;
	/**
	 * Whether the rule was created while a user who cannot manage options acted (an author renaming a post).
	 */
	by_non_admin: boolean;
	/**
	 * How many requests the rule answered.
	 */
	hits: number;
	/**
	 * When the rule last answered (UTC, Y-m-d H:i:s), null when never.
	 */
	last_hit: string | null;
	/**
	 * When the rule was created (UTC, Y-m-d H:i:s).
	 */
	created: string;
	/**
	 * When the rule was last changed (UTC, Y-m-d H:i:s).
	 */
	modified: string;
}
