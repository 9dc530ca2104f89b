import { __, sprintf } from '@wordpress/i18n';
import { Link } from 'wouter';

import { ScreenShell } from './screen-shell';

/** Shown for an unknown route, e.g. an old bookmark or a switched-off feature. */
export function NotFound( { path }: { path: string } ) {
	return (
		<ScreenShell
			title={ __( 'Page not found', 'sightline-seo' ) }
			description={ sprintf(
				/* translators: %s: the address that was asked for. */
				__(
					'There is no Sightline SEO screen at “%s”. It may belong to a feature that is switched off in Tools > Manage Features.',
					'sightline-seo'
				),
				path
			) }
		>
			<p>
				<Link href="/dashboard">
					{ __( 'Go to the Dashboard', 'sightline-seo' ) }
				</Link>
				{ ' · ' }
				<Link href="/tools/manage-features">
					{ __( 'Manage Features', 'sightline-seo' ) }
				</Link>
			</p>
		</ScreenShell>
	);
}
