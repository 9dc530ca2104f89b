/**
 * /llms.txt on the Sitemaps screen: the switch (setting enable_llms_txt) and the pages it lists after
 * the home page (setting llms_txt_pages: picked with the searchable page selector, in order, each
 * movable and removable), saved with the shared Save button.
 */
import { Button, ExternalLink, ToggleControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { arrowDown, arrowUp, closeSmall } from '@wordpress/icons';

import { store } from '../../../store';
import type { PageOption } from '../../../store/onboarding/pages';
import { pageData } from '../../../utils/page-data';
import { PageSelect } from '../../../wizard/components/page-select';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { addPage, MAX_LLMS_PAGES, movePage, removePage } from './page-list';
import './panels.scss';

function fallbackLabel( id: number ): string {
	/* translators: %d: page id. */
	return sprintf( __( 'Page %d', 'sightline-seo' ), id );
}

function llmsTxtUrl(): string {
	const url = pageData().llmsTxtUrl;
	return typeof url === 'string' ? url : `${ pageData().homeUrl }llms.txt`;
}

function llmsFullTxtUrl(): string {
	const url = pageData().llmsFullTxtUrl;
	return typeof url === 'string'
		? url
		: `${ pageData().homeUrl }llms-full.txt`;
}

export function LlmsTxtPanel() {
	const [ enabled, setEnabled ] = useSetting( 'enable_llms_txt' );
	const [ picked, setPicked ] = useSetting( 'llms_txt_pages' );
	const ids = Array.isArray( picked ) ? picked : [];
	const savedOn = useSelect(
		( select ) =>
			Boolean( select( store ).getSavedSettings()?.enable_llms_txt ),
		[]
	);
	const { searchPages, fetchPagesByIds } = useDispatch(
		store
	) as unknown as {
		searchPages: ( text: string ) => Promise< PageOption[] >;
		fetchPagesByIds: ( ids: number[] ) => Promise< PageOption[] >;
	};
	const [ labels, setLabels ] = useState< Record< number, string > >( {} );
	const [ initialOptions, setInitialOptions ] = useState< PageOption[] >(
		[]
	);
	const remember = ( options: PageOption[] ) =>
		setLabels( ( known ) => ( {
			...known,
			...Object.fromEntries(
				options.map( ( option ) => [ option.value, option.label ] )
			),
		} ) );

	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		searchPages( '' ).then( setInitialOptions );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the first page of results, once shown.
	}, [ enabled ] );
	const missing = ids.filter( ( id ) => ! ( id in labels ) );
	useEffect( () => {
		if ( ! enabled || ! missing.length ) {
			return;
		}
		fetchPagesByIds( missing ).then( ( found ) =>
			// A page that cannot be read (deleted, not published) is named by its id, and asked for once.
			remember( [
				...missing
					.filter(
						( id ) => ! found.some( ( page ) => page.value === id )
					)
					.map( ( id ) => ( {
						value: id,
						label: fallbackLabel( id ),
					} ) ),
				...found,
			] )
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- titles of the ids not shown yet.
	}, [ enabled, missing.join( ',' ) ] );

	return (
		<Section
			title={ __( 'llms.txt', 'sightline-seo' ) }
			description={ __(
				'A Markdown summary of your site for AI tools: the site name and tagline, the home page, the pages chosen here and your most recent posts of each type, with their meta descriptions. Noindexed content is left out.',
				'sightline-seo'
			) }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Serve /llms.txt', 'sightline-seo' ) }
				help={ __(
					'Off, /llms.txt is not found (404).',
					'sightline-seo'
				) }
				checked={ Boolean( enabled ) }
				onChange={ setEnabled }
			/>
			{ enabled && (
				<div className="sightline-llms">
					<PageSelect
						label={ __(
							'Add a page to llms.txt',
							'sightline-seo'
						) }
						placeholder={ __( 'Search pages', 'sightline-seo' ) }
						value={ null }
						onChange={ ( option ) => {
							if ( option ) {
								remember( [ option ] );
								setPicked( addPage( ids, option.value ) );
							}
						} }
						initialOptions={ initialOptions }
						search={ searchPages }
					/>
					{ ids.length >= MAX_LLMS_PAGES && (
						<p>
							{ sprintf(
								/* translators: %d: the most pages llms.txt lists. */
								__(
									'llms.txt lists at most %d pages.',
									'sightline-seo'
								),
								MAX_LLMS_PAGES
							) }
						</p>
					) }
					{ ids.length > 0 ? (
						<ol
							className="sightline-llms__pages"
							aria-label={ __(
								'Pages in llms.txt',
								'sightline-seo'
							) }
						>
							{ ids.map( ( id, index ) => {
								const label =
									labels[ id ] ?? fallbackLabel( id );
								return (
									<li
										key={ id }
										className="sightline-llms__page"
									>
										<span className="sightline-llms__title">
											{ label }
										</span>
										<Button
											icon={ arrowUp }
											size="small"
											label={ sprintf(
												/* translators: %s: page title. */
												__(
													'Move %s up',
													'sightline-seo'
												),
												label
											) }
											disabled={ index === 0 }
											__experimentalIsFocusable
											onClick={ () =>
												setPicked(
													movePage( ids, id, -1 )
												)
											}
										/>
										<Button
											icon={ arrowDown }
											size="small"
											label={ sprintf(
												/* translators: %s: page title. */
												__(
													'Move %s down',
													'sightline-seo'
												),
												label
											) }
											disabled={
												index === ids.length - 1
											}
											__experimentalIsFocusable
											onClick={ () =>
												setPicked(
													movePage( ids, id, 1 )
												)
											}
										/>
										<Button
											icon={ closeSmall }
											size="small"
											label={ sprintf(
												/* translators: %s: page title. */
												__(
													'Remove %s',
													'sightline-seo'
												),
												label
											) }
											onClick={ () =>
												setPicked(
													removePage( ids, id )
												)
											}
										/>
									</li>
								);
							} ) }
						</ol>
					) : (
						<p className="sightline-llms__empty">
							{ __(
								'No pages chosen: llms.txt lists the home page and recent posts.',
								'sightline-seo'
							) }
						</p>
					) }
				</div>
			) }
			{ savedOn && (
				<p className="sightline-llms__url">
					{ __( 'llms.txt URL:', 'sightline-seo' ) }{ ' ' }
					<ExternalLink href={ llmsTxtUrl() }>
						{ llmsTxtUrl() }
					</ExternalLink>
				</p>
			) }
			{ savedOn && (
				<p className="sightline-llms__url">
					{ __( 'llms-full.txt URL:', 'sightline-seo' ) }{ ' ' }
					<ExternalLink href={ llmsFullTxtUrl() }>
						{ llmsFullTxtUrl() }
					</ExternalLink>{ ' ' }
					{ __(
						'The text of the pages llms.txt lists, in Markdown, capped at 1 MiB.',
						'sightline-seo'
					) }
				</p>
			) }
		</Section>
	);
}
