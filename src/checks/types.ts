/**
 * Types of the page-level checks: each check's result and its status.
 */
import type { Limits } from '../utils/page-data';

export type CheckStatus = 'error' | 'warning' | 'suggestion' | 'success';

export type CheckCategory = 'page' | 'keyword' | 'readability' | 'keyphrase';

export interface CheckResult {
	id: string;
	status: CheckStatus;
	message: string;
	description: string;
	category: CheckCategory;
	/** True when the author chose to ignore this check for this post or term. */
	ignore: boolean;
}

/**
 * What the rules look at: the values a visitor and a search engine would get, resolved by the caller
 * from the unsaved editor state (templates already replaced).
 */
export interface PageCheckInput {
	/** Resolved search title. */
	title: string;
	/** Resolved meta description. */
	description: string;
	/** Permalink (or its preview for a draft). */
	url: string;
	/** Content HTML (post content, or the term description). */
	content: string;
	/** A featured image is set. */
	hasFeaturedImage: boolean;
	/** The canonical URL the page will print (custom one, else the permalink); '' when none. */
	canonical: string;
	/** Whether Open Graph tags are printed for this page. */
	openGraph: boolean;
	focusKeyword: string;
	/** Terms have no media, links or subheadings to check. */
	isTaxonomy?: boolean;
}

export interface CheckContext {
	limits: Limits;
	/** Check ids the author ignored. */
	ignored?: readonly string[];
}
