/**
 * Everything the sidebar reads of the content whose cost grows with its length, in one pass per pause
 * in typing: what the page checks count (tags, the focus keyword in the text), the description the
 * content gives (the site's automatic description rule: the first paragraph through wpautop()'s twin,
 * cleaned and cut), the social networks' cut of it when the site sets one, and the first image of the
 * content, and its internal and outbound links (the Links panel). Pure and free of translations, so it runs in a Web Worker (worker.ts); the rules that judge
 * these facts stay in src/checks and src/resolution, defined once.
 */
// Each module by its own path, never an index: an index brings modules that need WordPress's
// scripts (wp.i18n), which a worker does not have, and the worker would fail to start.
import { linkCounts, type LinkCounts } from '../../checks/links/counts';
import { pageContentFacts, type PageContentFacts } from '../../checks/text';
import {
	autoDescription,
	socialRule,
	type AutoDescriptionRule,
} from '../../resolution/content';
import { firstContentImage } from '../../resolution/fallbacks';

export interface PageContentInput {
	content: string;
	focusKeyword: string;
	rule: AutoDescriptionRule;
	shortcodes: string[];
	/** The site's address: a link to its host is internal. */
	homeUrl: string;
	/** Whether the first image of the content is wanted (the site shares it when nothing else is set). */
	contentImage: boolean;
}

export interface PageContentReading {
	facts: PageContentFacts;
	/** What the content gives %content% (and %excerpt% of a post without one). */
	description: string;
	/** The same at the social length, when the site sets one; null otherwise. */
	socialDescription: string | null;
	/** The content's first image's address; '' when none or not wanted. */
	contentImage: string;
	links: LinkCounts;
}

export function readPageContent( input: PageContentInput ): PageContentReading {
	const { content, rule, shortcodes } = input;
	const social = socialRule( rule );
	return {
		facts: pageContentFacts( content, input.focusKeyword ),
		description: autoDescription( content, rule, shortcodes ),
		socialDescription: social
			? autoDescription( content, social, shortcodes )
			: null,
		contentImage: input.contentImage ? firstContentImage( content ) : '',
		links: linkCounts( content, input.homeUrl ),
	};
}
