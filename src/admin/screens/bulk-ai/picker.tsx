/**
 * The pick list of bulk titles and descriptions: posts the user can edit, filtered by what their SEO
 * fields lack, by post type and by term, a page at a time, with what to write for the picked ones.
 */
import {
	Button,
	CheckboxControl,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import type { ObjectOption } from '../../../store';
import type {
	AiCandidatesQuery,
	AiJobField,
} from '../../../store/ai-jobs/actions';
import { errorMessage } from '../../../store/utils/error-message';
import { useSiteSettings } from '../../components/use-site-settings';
import type { AiCandidates } from '../../../contracts';
import { ObjectSearch } from './object-search';
import { allPicked, toggleId, togglePage } from './pick-list';
import { Pager } from './pager';

const PER_PAGE = 50;

function filterOptions(): Array< {
	value: AiCandidatesQuery[ 'filter' ];
	label: string;
} > {
	return [
		{
			value: 'missing_description',
			label: __( 'No meta description', 'sightline-seo' ),
		},
		{
			value: 'description_too_long',
			label: __( 'Meta description too long', 'sightline-seo' ),
		},
		{
			value: 'missing_title',
			label: __( 'No SEO title', 'sightline-seo' ),
		},
		{ value: 'all', label: __( 'All posts', 'sightline-seo' ) },
	];
}

export function Picker( {
	onStart,
}: {
	onStart: ( ids: number[], fields: AiJobField[] ) => Promise< void >;
} ) {
	const { fetchAiCandidates } = useDispatch( store );
	const site = useSiteSettings();
	const [ filter, setFilter ] = useState< AiCandidatesQuery[ 'filter' ] >(
		'missing_description'
	);
	const [ postType, setPostType ] = useState( '' );
	const [ term, setTerm ] = useState< ObjectOption | null >( null );
	const [ page, setPage ] = useState( 1 );
	const [ list, setList ] = useState< AiCandidates | null >( null );
	const [ error, setError ] = useState( '' );
	const [ picked, setPicked ] = useState< number[] >( [] );
	const [ fields, setFields ] = useState< AiJobField[] >( [
		'title',
		'description',
	] );
	const [ starting, setStarting ] = useState( false );

	useEffect( () => {
		let current = true;
		setList( null );
		setError( '' );
		fetchAiCandidates( {
			filter,
			post_type: postType,
			taxonomy: term?.subtype ?? '',
			term: term?.id ?? 0,
			page,
			per_page: PER_PAGE,
		} ).then(
			( answer: AiCandidates ) => current && setList( answer ),
			( failure: unknown ) =>
				current &&
				setError(
					errorMessage(
						failure,
						__( 'The posts could not be listed.', 'sightline-seo' )
					)
				)
		);
		return () => {
			current = false;
		};
	}, [ fetchAiCandidates, filter, postType, term, page ] );

	const shown = list?.items ?? [];
	const shownIds = shown.map( ( item ) => item.id );
	const toggleField = ( field: AiJobField, on: boolean ) =>
		setFields( ( list2 ) =>
			on ? [ ...list2, field ] : list2.filter( ( f ) => f !== field )
		);

	return (
		<div className="sightline-bulk-ai__picker">
			<div className="sightline-bulk-ai__filters">
				<SelectControl
					label={ __( 'Show', 'sightline-seo' ) }
					value={ filter }
					options={ filterOptions() }
					onChange={ ( value ) => {
						setFilter( value as AiCandidatesQuery[ 'filter' ] );
						setPage( 1 );
					} }
					__nextHasNoMarginBottom
				/>
				<SelectControl
					label={ __( 'Post type', 'sightline-seo' ) }
					value={ postType }
					options={ [
						{
							value: '',
							label: __( 'All types', 'sightline-seo' ),
						},
						...( site?.post_types ?? [] ).map( ( type ) => ( {
							value: type.slug,
							label: type.label,
						} ) ),
					] }
					onChange={ ( value ) => {
						setPostType( value );
						setPage( 1 );
					} }
					__nextHasNoMarginBottom
				/>
				<ObjectSearch
					kind="term"
					label={ __( 'Category, tag or term', 'sightline-seo' ) }
					help={ __(
						'Only the posts of this term; type to search by name.',
						'sightline-seo'
					) }
					value={ term }
					onChange={ ( option ) => {
						setTerm( option );
						setPage( 1 );
					} }
				/>
			</div>
			{ error && <p role="alert">{ error }</p> }
			{ ! list && ! error && <Spinner /> }
			{ list && (
				<>
					<p>
						{ sprintf(
							/* translators: %d: number of posts. */
							__( '%d posts match.', 'sightline-seo' ),
							list.total
						) }
					</p>
					{ shown.length > 0 && (
						<CheckboxControl
							label={ __(
								'Pick every post on this page',
								'sightline-seo'
							) }
							checked={ allPicked( picked, shownIds ) }
							onChange={ ( on ) =>
								setPicked( ( ids ) =>
									togglePage( ids, shownIds, on )
								)
							}
							__nextHasNoMarginBottom
						/>
					) }
					<ul className="sightline-bulk-ai__candidates">
						{ shown.map( ( item ) => (
							<li key={ item.id }>
								<CheckboxControl
									label={
										item.title ||
										__( '(no title)', 'sightline-seo' )
									}
									help={ item.seo_description }
									checked={ picked.includes( item.id ) }
									onChange={ ( on ) =>
										setPicked( ( ids ) =>
											toggleId( ids, item.id, on )
										)
									}
									__nextHasNoMarginBottom
								/>
							</li>
						) ) }
					</ul>
					<Pager
						page={ page }
						pages={ list.pages }
						onChange={ setPage }
					/>
				</>
			) }
			<fieldset className="sightline-bulk-ai__fields">
				<legend>{ __( 'Write', 'sightline-seo' ) }</legend>
				<CheckboxControl
					label={ __( 'SEO title', 'sightline-seo' ) }
					checked={ fields.includes( 'title' ) }
					onChange={ ( on ) => toggleField( 'title', on ) }
					__nextHasNoMarginBottom
				/>
				<CheckboxControl
					label={ __( 'Meta description', 'sightline-seo' ) }
					checked={ fields.includes( 'description' ) }
					onChange={ ( on ) => toggleField( 'description', on ) }
					__nextHasNoMarginBottom
				/>
			</fieldset>
			<Button
				variant="primary"
				isBusy={ starting }
				disabled={ ! picked.length || ! fields.length || starting }
				onClick={ async () => {
					setStarting( true );
					await onStart( picked, fields );
					setStarting( false );
				} }
			>
				{ sprintf(
					/* translators: %d: number of posts picked. */
					__( 'Write suggestions for %d posts', 'sightline-seo' ),
					picked.length
				) }
			</Button>
		</div>
	);
}
