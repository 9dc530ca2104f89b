/**
 * The Links panel's result line: how many internal and outbound links the content has, good when it
 * links to at least one page of the site, to improve when it links to none.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { CheckItem } from '../../components/checks';
import type { LinkCounts } from '../../checks/links/counts';

export function countsResult( counts: LinkCounts ): CheckItem {
	const message = sprintf(
		/* translators: 1: e.g. "3 internal links", 2: e.g. "1 outbound link". */
		__( '%1$s, %2$s.', 'sightline-seo' ),
		sprintf(
			/* translators: %d: number of links to pages of this site. */
			_n(
				'%d internal link',
				'%d internal links',
				counts.internal,
				'sightline-seo'
			),
			counts.internal
		),
		sprintf(
			/* translators: %d: number of links to other sites. */
			_n(
				'%d outbound link',
				'%d outbound links',
				counts.outbound,
				'sightline-seo'
			),
			counts.outbound
		)
	);
	return counts.internal > 0
		? {
				id: 'internal_links',
				status: 'success',
				message,
				description: __(
					'Links to your own pages help readers go on and help search engines find them.',
					'sightline-seo'
				),
			}
		: {
				id: 'internal_links',
				status: 'warning',
				message,
				description: __(
					'Link to at least one related page of your site: pick one of the suggestions below.',
					'sightline-seo'
				),
			};
}
