/**
 * One page of recorded addresses: a checkbox per row for bulk delete, the address, hits, the hosts that
 * linked to it, when it was last seen, and Create redirect / Delete.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { NotFoundEntry } from '../../../store';
import { RowAction } from '../../components/row-action';
import { SelectAllCell, SelectRowCell } from '../../components/selection-cells';
import { lastHitLabel } from '../redirects/fields';
import { referrersLabel } from './fields';

export function NotFoundTable( {
	entries,
	selected,
	busy,
	onSelect,
	onSelectAll,
	onRedirect,
	onDelete,
}: {
	entries: NotFoundEntry[];
	selected: number[];
	busy: boolean;
	onSelect: ( id: number, on: boolean ) => void;
	onSelectAll: ( on: boolean ) => void;
	onRedirect: ( entry: NotFoundEntry ) => void;
	onDelete: ( entry: NotFoundEntry ) => void;
} ) {
	return (
		<table className="widefat striped sightline-redirects-table">
			<caption className="screen-reader-text">
				{ __( 'Addresses that answered 404', 'sightline-seo' ) }
			</caption>
			<thead>
				<tr>
					<SelectAllCell
						ids={ entries.map( ( entry ) => entry.id ) }
						selected={ selected }
						onSelectAll={ onSelectAll }
					/>
					<th scope="col">{ __( 'URL', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Hits', 'sightline-seo' ) }</th>
					<th scope="col">
						{ __( 'Referring sites', 'sightline-seo' ) }
					</th>
					<th scope="col">{ __( 'Last seen', 'sightline-seo' ) }</th>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'sightline-seo' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ entries.map( ( entry ) => (
					<tr key={ entry.id }>
						<SelectRowCell
							label={ sprintf(
								/* translators: %s: an address of the site. */
								__( 'Select %s', 'sightline-seo' ),
								entry.url
							) }
							checked={ selected.includes( entry.id ) }
							onChange={ ( on ) => onSelect( entry.id, on ) }
						/>
						<td>
							<code>{ entry.url }</code>
						</td>
						<td>{ entry.hits }</td>
						<td>{ referrersLabel( entry.referrers ) }</td>
						<td>{ lastHitLabel( entry.last_seen ) }</td>
						<td className="sightline-redirects-table__actions">
							<RowAction
								onClick={ () => onRedirect( entry ) }
								label={ sprintf(
									/* translators: %s: an address of the site. */
									__(
										'Create redirect from %s',
										'sightline-seo'
									),
									entry.url
								) }
							>
								{ __( 'Create redirect', 'sightline-seo' ) }
							</RowAction>
							<RowAction
								isDestructive
								disabled={ busy }
								onClick={ () => onDelete( entry ) }
								label={ sprintf(
									/* translators: %s: an address of the site. */
									__( 'Delete %s', 'sightline-seo' ),
									entry.url
								) }
							>
								{ __( 'Delete', 'sightline-seo' ) }
							</RowAction>
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
