/**
 * Tools > Redirects: the redirect rules with search, paging, bulk delete and enable/disable, hits and
 * last hit, an add/edit form, and CSV import/export. Everything goes through the `sightline` store.
 */
import {
	Button,
	SearchControl,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import type { RedirectRule } from '../../../store';
import { Pager } from '../../components/pager';
import { ScreenShell } from '../../components/screen-shell';
import { Section } from '../../components/section';
import { useSelection } from '../../components/use-selection';
import { RedirectForm } from './form';
import { RedirectSettings } from './settings';
import { RedirectsTable } from './table';
import { RedirectsTransfer } from './transfer';
import './style.scss';

const PER_PAGE = 20;

type Editing = { rule?: RedirectRule } | null;

export default function RedirectsScreen() {
	const [ search, setSearch ] = useState( '' );
	const [ page, setPage ] = useState( 1 );
	const { selected, selectOne, selectAll, clearSelection } = useSelection();
	const [ editing, setEditing ] = useState< Editing >( null );
	const [ bulk, setBulk ] = useState< '' | 'delete' | 'enable' | 'disable' >(
		''
	);
	const { result, busy } = useSelect(
		( select ) => ( {
			result: select( store ).getRedirects( {
				search,
				page,
				perPage: PER_PAGE,
			} ),
			busy: select( store ).isSavingRedirects(),
		} ),
		[ search, page ]
	);
	const { bulkRedirects } = useDispatch( store );

	const run = async (
		action: 'delete' | 'enable' | 'disable',
		ids: number[]
	) => {
		if ( await bulkRedirects( action, ids ) ) {
			clearSelection();
		}
	};

	const rules = result?.items ?? [];
	const pages = Math.max( 1, result?.pages ?? 1 );

	return (
		<ScreenShell
			title={ __( 'Redirects', 'sightline-seo' ) }
			description={ __(
				'Send visitors and search engines from old addresses to new ones, or tell them a page is gone.',
				'sightline-seo'
			) }
			actions={
				editing === null && (
					<Button
						variant="primary"
						onClick={ () => setEditing( {} ) }
					>
						{ __( 'Add Redirect', 'sightline-seo' ) }
					</Button>
				)
			}
		>
			{ editing !== null && (
				<Section
					title={
						editing.rule
							? __( 'Edit Redirect', 'sightline-seo' )
							: __( 'Add Redirect', 'sightline-seo' )
					}
				>
					<RedirectForm
						key={ editing.rule?.id ?? 'new' }
						rule={ editing.rule }
						onDone={ () => setEditing( null ) }
					/>
				</Section>
			) }
			<div className="sightline-redirects-toolbar">
				<SearchControl
					__nextHasNoMarginBottom
					label={ __( 'Search redirects', 'sightline-seo' ) }
					value={ search }
					onChange={ ( value ) => {
						setSearch( value );
						setPage( 1 );
						clearSelection();
					} }
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Bulk action', 'sightline-seo' ) }
					hideLabelFromVision
					value={ bulk }
					options={ [
						{
							label: __( 'Bulk actions', 'sightline-seo' ),
							value: '',
						},
						{
							label: __( 'Enable', 'sightline-seo' ),
							value: 'enable',
						},
						{
							label: __( 'Disable', 'sightline-seo' ),
							value: 'disable',
						},
						{
							label: __( 'Delete', 'sightline-seo' ),
							value: 'delete',
						},
					] }
					onChange={ ( value ) => setBulk( value as typeof bulk ) }
				/>
				<Button
					variant="secondary"
					disabled={ bulk === '' || selected.length === 0 || busy }
					onClick={ () => bulk !== '' && run( bulk, selected ) }
					__experimentalIsFocusable
				>
					{ __( 'Apply', 'sightline-seo' ) }
				</Button>
			</div>
			{ result === null && <Spinner /> }
			{ result !== null && rules.length === 0 && (
				<p>
					{ search
						? __(
								'No redirect matches the search.',
								'sightline-seo'
							)
						: __( 'No redirects yet.', 'sightline-seo' ) }
				</p>
			) }
			{ rules.length > 0 && (
				<RedirectsTable
					rules={ rules }
					selected={ selected }
					busy={ busy }
					onSelect={ selectOne }
					onSelectAll={ ( on ) =>
						selectAll(
							rules.map( ( rule ) => rule.id ),
							on
						)
					}
					onToggle={ ( rule ) =>
						run( rule.enabled ? 'disable' : 'enable', [ rule.id ] )
					}
					onEdit={ ( rule ) => setEditing( { rule } ) }
					onDelete={ ( rule ) => run( 'delete', [ rule.id ] ) }
				/>
			) }
			{ result !== null && (
				<Pager
					label={ __( 'Redirect pages', 'sightline-seo' ) }
					summary={ sprintf(
						/* translators: 1: number of redirects, 2: current page, 3: number of pages. */
						__(
							'%1$d redirects, page %2$d of %3$d',
							'sightline-seo'
						),
						result.total,
						page,
						pages
					) }
					page={ page }
					pages={ pages }
					onPage={ setPage }
				/>
			) }
			<RedirectsTransfer />
			<RedirectSettings />
		</ScreenShell>
	);
}
