/**
 * One page of rules: a checkbox per row for the bulk actions, source (with its match type and who made
 * it: automatic rules, and rules a user who cannot manage options caused), target, status, hits, last
 * hit, an on/off toggle, and Edit / Delete.
 */
import { FormToggle } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { RedirectRule } from '../../../store';
import { RowAction } from '../../components/row-action';
import { SelectAllCell, SelectRowCell } from '../../components/selection-cells';
import { lastHitLabel } from './fields';

export function RedirectsTable( {
	rules,
	selected,
	busy,
	onSelect,
	onSelectAll,
	onToggle,
	onEdit,
	onDelete,
}: {
	rules: RedirectRule[];
	selected: number[];
	busy: boolean;
	onSelect: ( id: number, on: boolean ) => void;
	onSelectAll: ( on: boolean ) => void;
	onToggle: ( rule: RedirectRule ) => void;
	onEdit: ( rule: RedirectRule ) => void;
	onDelete: ( rule: RedirectRule ) => void;
} ) {
	return (
		<table className="widefat striped sightline-redirects-table">
			<caption className="screen-reader-text">
				{ __( 'Redirects', 'sightline-seo' ) }
			</caption>
			<thead>
				<tr>
					<SelectAllCell
						ids={ rules.map( ( rule ) => rule.id ) }
						selected={ selected }
						onSelectAll={ onSelectAll }
					/>
					<th scope="col">{ __( 'Source', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Target', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Status', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Hits', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Last hit', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Enabled', 'sightline-seo' ) }</th>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'sightline-seo' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ rules.map( ( rule ) => (
					<tr key={ rule.id }>
						<SelectRowCell
							label={ sprintf(
								/* translators: %s: the redirect's source. */
								__( 'Select %s', 'sightline-seo' ),
								rule.source
							) }
							checked={ selected.includes( rule.id ) }
							onChange={ ( on ) => onSelect( rule.id, on ) }
						/>
						<td>
							<code>{ rule.source }</code>
							{ rule.match !== 'exact' && (
								<span className="sightline-redirects-table__match">
									{ rule.match === 'prefix'
										? __( 'starts with', 'sightline-seo' )
										: __( 'regex', 'sightline-seo' ) }
								</span>
							) }
							{ rule.automatic && (
								<span className="sightline-redirects-table__match">
									{ __( 'automatic', 'sightline-seo' ) }
								</span>
							) }
							{ rule.by_non_admin && (
								<span className="sightline-redirects-table__match sightline-redirects-table__non-admin">
									{ __(
										'caused by a non-admin',
										'sightline-seo'
									) }
								</span>
							) }
						</td>
						<td>
							<code>{ rule.target || '—' }</code>
						</td>
						<td>{ rule.status }</td>
						<td>{ rule.hits }</td>
						<td>{ lastHitLabel( rule.last_hit ) }</td>
						<td>
							<FormToggle
								checked={ rule.enabled }
								disabled={ busy }
								onChange={ () => onToggle( rule ) }
								aria-label={ sprintf(
									/* translators: %s: the redirect's source. */
									__( 'Enable %s', 'sightline-seo' ),
									rule.source
								) }
							/>
						</td>
						<td className="sightline-redirects-table__actions">
							<RowAction
								onClick={ () => onEdit( rule ) }
								label={ sprintf(
									/* translators: %s: the redirect's source. */
									__( 'Edit %s', 'sightline-seo' ),
									rule.source
								) }
							>
								{ __( 'Edit', 'sightline-seo' ) }
							</RowAction>
							<RowAction
								isDestructive
								disabled={ busy }
								onClick={ () => onDelete( rule ) }
								label={ sprintf(
									/* translators: %s: the redirect's source. */
									__( 'Delete %s', 'sightline-seo' ),
									rule.source
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
