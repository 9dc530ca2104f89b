/**
 * The shared check list (site checks on the dashboard and Site SEO Analysis, page checks in the editor):
 * groups by status — error, warning, suggestion, success — with ignored checks set apart.
 *
 *   <CheckSummary checks={ checks } ignoredIds={ ignored } />
 *   <CheckList checks={ checks } ignoredIds={ ignored } onIgnore={ ignore } onRestore={ restore } />
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CheckRow } from './check-row';
import { groupChecks, groupTitle, STATUS_ORDER } from './grouping';
import type { CheckGroups, CheckItem } from './types';
import './style.scss';

export interface CheckListProps {
	checks: readonly CheckItem[];
	/** Ids ignored besides the checks' own `ignore` flag. */
	ignoredIds?: readonly string[];
	onIgnore?: ( id: string ) => void;
	onRestore?: ( id: string ) => void;
	/** The id whose ignore/un-ignore request is running. */
	busyId?: string | null;
	/** Heading level of the group titles (2 on a screen, 3 inside a panel). */
	headingLevel?: 2 | 3 | 4;
	/** Show only these groups (the dashboard shows the open ones). */
	only?: Array< keyof CheckGroups >;
	/** At most this many checks per group. */
	limit?: number;
	/** What showing a check's subject does, null when it has none (the editor's lists). */
	goTo?: ( id: string ) => ( ( from: HTMLElement ) => void ) | null;
}

export function CheckList( {
	checks,
	ignoredIds = [],
	onIgnore,
	onRestore,
	busyId = null,
	headingLevel = 2,
	only,
	limit,
	goTo,
}: CheckListProps ) {
	const groups = useMemo(
		() => groupChecks( checks, ignoredIds ),
		[ checks, ignoredIds ]
	);
	const Heading = `h${ headingLevel }` as const;
	const order: Array< keyof CheckGroups > = only ?? [
		...STATUS_ORDER,
		'ignored',
	];
	return (
		<div className="sightline-checks">
			{ order.map( ( group ) => {
				const items = limit
					? groups[ group ].slice( 0, limit )
					: groups[ group ];
				if ( ! items.length ) {
					return null;
				}
				const id = `sightline-checks-${ group }`;
				return (
					<section
						key={ group }
						className={ `sightline-checks__group sightline-checks__group--${ group }` }
						aria-labelledby={ id }
					>
						<Heading id={ id } className="sightline-checks__title">
							{ groupTitle( group ) }{ ' ' }
							<span className="sightline-checks__count">
								({ groups[ group ].length })
							</span>
						</Heading>
						<ul className="sightline-checks__list">
							{ items.map( ( check ) => (
								<CheckRow
									key={ check.id }
									check={ check }
									ignored={ group === 'ignored' }
									onIgnore={ onIgnore }
									onRestore={ onRestore }
									busy={ busyId === check.id }
									onGoTo={ goTo?.( check.id ) ?? undefined }
								/>
							) ) }
						</ul>
					</section>
				);
			} ) }
			{ checks.length === 0 && (
				<p className="sightline-checks__empty">
					{ __( 'No checks have run yet.', 'sightline-seo' ) }
				</p>
			) }
		</div>
	);
}
