/**
 * Internal and outbound links of a post's content: an internal link points at the site's own host
 * (or is relative), an outbound one at another host. Anchors on the same page, empty addresses and
 * addresses that are not web pages (mailto:, tel:, javascript:) are neither. The PHP twin is
 * Sightline\Checks\Links\Link_Counts; tests/fixtures/links/counts.json holds the results both give.
 */
import { attribute } from '../text';

export interface LinkCounts {
	internal: number;
	outbound: number;
	/** The href of each internal link, as written, in the order of the content. */
	internalHrefs: string[];
}

const TAG = /<a\b([^>]*)>/gi;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The host of an absolute or protocol-relative address, lower case, without user or port. */
export function hostOf( url: string ): string {
	const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i.exec( url.trim() );
	if ( ! match ) {
		return '';
	}
	const authority = match[ 1 ].replace( /^.*@/, '' );
	return authority.replace( /:\d*$/, '' ).toLowerCase();
}

/** Where a link goes: 'internal', 'outbound', or null when it is not a link to a page. */
export function linkKind(
	href: string,
	homeHost: string
): 'internal' | 'outbound' | null {
	const url = href.trim();
	if ( '' === url || url.startsWith( '#' ) ) {
		return null;
	}
	const scheme = SCHEME.exec( url );
	if (
		scheme &&
		! [ 'http', 'https' ].includes( scheme[ 1 ].toLowerCase() )
	) {
		return null;
	}
	if ( ! scheme && ! url.startsWith( '//' ) ) {
		return 'internal'; // Relative to the page or the site.
	}
	return hostOf( url ) === homeHost ? 'internal' : 'outbound';
}

export function linkCounts( html: string, homeUrl: string ): LinkCounts {
	const counts: LinkCounts = { internal: 0, outbound: 0, internalHrefs: [] };
	const homeHost = hostOf( homeUrl );
	// Block delimiters and script bodies are not content, as in analyzeContent().
	const content = html
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace( /<(script|style)\b[\s\S]*?<\/\1>/gi, ' ' );
	for ( const match of content.matchAll( TAG ) ) {
		const href = attribute( match[ 1 ], 'href' ) ?? '';
		const kind = linkKind( href, homeHost );
		if ( 'internal' === kind ) {
			counts.internal++;
			counts.internalHrefs.push( href.trim() );
		} else if ( 'outbound' === kind ) {
			counts.outbound++;
		}
	}
	return counts;
}
