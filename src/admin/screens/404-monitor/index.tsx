/**
 * Tools > 404 Monitor: the addresses of the site that answered 404 (opt-in), with hits, referring sites
 * and last seen; search, sorting, paging, bulk delete and clear; and "Create redirect" on a row, which
 * opens the redirect form of Tools > Redirects with the address as its source. A redirect made from a
 * row answers that address from then on, so the row is removed.
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
import type { NotFoundEntry } from '../../../store';
import { Pager } from '../../components/pager';
import { ScreenShell } from '../../components/screen-shell';
import { Section } from '../../components/section';
import { useSelection } from '../../components/use-selection';
import { useSetting } from '../../components/use-setting';
import { RedirectForm } from '../redirects/form';
import { SORT_CHOICES, sortOf, type SortChoice } from './fields';
import { NotFoundSettings } from './settings';
import { NotFoundTable } from './table';
import '../redirects/style.scss';

const PER_PAGE = 20;

export default function NotFoundScreen() {
	const [ search, setSearch ] = useState( '' );
	const [ page, setPage ] = useState( 1 );
	const [ sort, setSort ] = useState< SortChoice >( 'hits-desc' );
	const { selected, selectOne, selectAll, clearSelection } = useSelection();
	const [ redirecting, setRedirecting ] = useState< NotFoundEntry | null >(
		null
	);
	const [ confirmClear, setConfirmClear ] = useState( false );
	const [ enabled ] = useSetting( 'enable_404_monitor' );
	const { result, busy } = useSelect(
		( select ) => ( {
			result: select( store ).getNotFound( {
				search,
				page,
				perPage: PER_PAGE,
				...sortOf( sort ),
			} ),
			busy: select( store ).isSavingNotFound(),
		} ),
		[ search, page, sort ]
	);
	const { deleteNotFound, clearNotFound } = useDispatch( store );

	const remove = async ( ids: number[] ) => {
		if ( await deleteNotFound( ids ) ) {
			clearSelection();
		}
	};

	const entries = result?.items ?? [];
	const pages = Math.max( 1, result?.pages ?? 1 );

	return (
		<ScreenShell
			title={ __( '404 Monitor', 'sightline-seo' ) }
			description={ __(
				'The addresses of your site that visitors and search engines could not find. Redirect the ones that matter to the right page.',
				'sightline-seo'
			) }
		>
			<NotFoundSettings />
			{ redirecting !== null && (
				<Section title={ __( 'Add Redirect', 'sightline-seo' ) }>
					<RedirectForm
						key={ redirecting.id }
						initial={ { source: redirecting.url } }
						onDone={ async ( saved ) => {
							const entry = redirecting;
							setRedirecting( null );
							if ( saved ) {
								await deleteNotFound( [ entry.id ], {
									announce: false,
								} );
							}
						} }
					/>
				</Section>
			) }
			<div className="sightline-redirects-toolbar">
				<SearchControl
					__nextHasNoMarginBottom
					label={ __( 'Search addresses', 'sightline-seo' ) }
					value={ search }
					onChange={ ( value ) => {
						setSearch( value );
						setPage( 1 );
						clearSelection();
					} }
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Sort by', 'sightline-seo' ) }
					value={ sort }
					options={ [ ...SORT_CHOICES ] }
					onChange={ ( value ) => {
						setSort( value as SortChoice );
						setPage( 1 );
					} }
				/>
				<Button
					variant="secondary"
					isDestructive
					disabled={ selected.length === 0 || busy }
					onClick={ () => remove( selected ) }
					__experimentalIsFocusable
				>
					{ __( 'Delete selected', 'sightline-seo' ) }
				</Button>
				{ ! confirmClear && (
					<Button
						variant="tertiary"
						isDestructive
						disabled={ entries.length === 0 || busy }
						onClick={ () => setConfirmClear( true ) }
						__experimentalIsFocusable
					>
						{ __( 'Clear all', 'sightline-seo' ) }
					</Button>
				) }
				{ confirmClear && (
					<span
						className="sightline-redirects-toolbar"
						role="group"
						aria-label={ __( 'Confirm', 'sightline-seo' ) }
					>
						<span>
							{ __(
								'Delete every recorded address?',
								'sightline-seo'
							) }
						</span>
						<Button
							variant="primary"
							isDestructive
							disabled={ busy }
							onClick={ async () => {
								setConfirmClear( false );
								if ( await clearNotFound() ) {
									clearSelection();
									setPage( 1 );
								}
							} }
						>
							{ __( 'Yes, clear all', 'sightline-seo' ) }
						</Button>
						<Button
							variant="tertiary"
							onClick={ () => setConfirmClear( false ) }
						>
							{ __( 'Cancel', 'sightline-seo' ) }
						</Button>
					</span>
				) }
			</div>
			{ result === null && <Spinner /> }
			{ result !== null && entries.length === 0 && (
				<p>
					{ search &&
						__(
							'No address matches the search.',
							'sightline-seo'
						) }
					{ ! search &&
						( enabled
							? __(
									'No address has answered 404 since the monitor was turned on.',
									'sightline-seo'
								)
							: __(
									'The monitor is off: turn it on above to record the addresses that answer 404.',
									'sightline-seo'
								) ) }
				</p>
			) }
			{ entries.length > 0 && (
				<NotFoundTable
					entries={ entries }
					selected={ selected }
					busy={ busy }
					onSelect={ selectOne }
					onSelectAll={ ( on ) =>
						selectAll(
							entries.map( ( entry ) => entry.id ),
							on
						)
					}
					onRedirect={ ( entry ) => setRedirecting( entry ) }
					onDelete={ ( entry ) => remove( [ entry.id ] ) }
				/>
			) }
			{ result !== null && (
				<Pager
					label={ __( '404 monitor pages', 'sightline-seo' ) }
					summary={ sprintf(
						/* translators: 1: number of addresses, 2: current page, 3: number of pages. */
						__(
							'%1$d addresses, page %2$d of %3$d',
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
		</ScreenShell>
	);
}
