/**
 * The pick list of the Images mode: images without alt text from the media library or from one post's
 * image blocks, each with its thumbnail and file name, a page at a time. When the site's AI connector
 * cannot read images the server says why, and the screen shows that instead of a list to pick from.
 */
import {
	Button,
	CheckboxControl,
	Notice,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import type { ObjectOption } from '../../../store';
import { errorMessage } from '../../../store/utils/error-message';
import type { AiImageCandidates } from '../../../contracts';
import {
	imageQuery,
	jobPost,
	type ImageSource,
	type ImageSourceChoice,
} from './image-source';
import { ObjectSearch } from './object-search';
import { allPicked, toggleId, togglePage } from './pick-list';
import { Pager } from './pager';

const PER_PAGE = 50;

export function ImagePicker( {
	onStart,
}: {
	onStart: ( ids: number[], post: number ) => Promise< void >;
} ) {
	const { fetchAiImageCandidates } = useDispatch( store );
	const [ source, setSource ] = useState< ImageSource >( 'library' );
	const [ post, setPost ] = useState< ObjectOption | null >( null );
	const [ intoBlocks, setIntoBlocks ] = useState( true );
	const [ page, setPage ] = useState( 1 );
	const [ list, setList ] = useState< AiImageCandidates | null >( null );
	const [ error, setError ] = useState( '' );
	const [ picked, setPicked ] = useState< number[] >( [] );
	const [ starting, setStarting ] = useState( false );
	const choice: ImageSourceChoice = {
		source,
		post: post?.id ?? 0,
		intoBlocks,
	};
	const query = imageQuery( choice, page, PER_PAGE );
	const queryKey = query ? JSON.stringify( query ) : '';

	useEffect( () => {
		let current = true;
		setList( null );
		setError( '' );
		if ( ! queryKey ) {
			return;
		}
		fetchAiImageCandidates( JSON.parse( queryKey ) ).then(
			( answer: AiImageCandidates ) => current && setList( answer ),
			( failure: unknown ) =>
				current &&
				setError(
					errorMessage(
						failure,
						__( 'The images could not be listed.', 'sightline-seo' )
					)
				)
		);
		return () => {
			current = false;
		};
	}, [ fetchAiImageCandidates, queryKey ] );

	// The connector cannot read images: nothing to pick, only the reason and what to do.
	if ( list?.unavailable ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ list.unavailable }
			</Notice>
		);
	}

	const shown = list?.items ?? [];
	const shownIds = shown.map( ( item ) => item.id );
	const changeSource = ( next: ImageSource ) => {
		setSource( next );
		setPage( 1 );
		setPicked( [] );
	};

	return (
		<div className="sightline-bulk-ai__picker">
			<div className="sightline-bulk-ai__filters">
				<SelectControl
					label={ __( 'Images from', 'sightline-seo' ) }
					value={ source }
					options={ [
						{
							value: 'library',
							label: __( 'Media Library', 'sightline-seo' ),
						},
						{
							value: 'post',
							label: __(
								'The image blocks of one post',
								'sightline-seo'
							),
						},
					] }
					onChange={ ( value ) =>
						changeSource( value as ImageSource )
					}
					__nextHasNoMarginBottom
				/>
				{ source === 'post' && (
					<ObjectSearch
						kind="post"
						label={ __( 'Post or page', 'sightline-seo' ) }
						help={ __(
							'Type to search by title.',
							'sightline-seo'
						) }
						value={ post }
						onChange={ ( option ) => {
							setPost( option );
							setPage( 1 );
							setPicked( [] );
						} }
					/>
				) }
			</div>
			{ source === 'post' && (
				<CheckboxControl
					label={ __(
						"Also write the alt text into this post's image blocks that have none",
						'sightline-seo'
					) }
					checked={ intoBlocks }
					onChange={ setIntoBlocks }
					__nextHasNoMarginBottom
				/>
			) }
			{ error && <p role="alert">{ error }</p> }
			{ ! query && (
				<p>
					{ __(
						'Pick a post to list its images without alt text.',
						'sightline-seo'
					) }
				</p>
			) }
			{ query && ! list && ! error && <Spinner /> }
			{ list && (
				<>
					<p>
						{ sprintf(
							/* translators: %d: number of images. */
							_n(
								'%d image without alt text.',
								'%d images without alt text.',
								list.total,
								'sightline-seo'
							),
							list.total
						) }
					</p>
					{ shown.length > 0 && (
						<CheckboxControl
							label={ __(
								'Pick every image on this page',
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
					<ul className="sightline-bulk-ai__images">
						{ shown.map( ( item ) => (
							<li key={ item.id }>
								{ item.thumbnail ? (
									// The file name beside it names the image; the picture itself adds nothing for a screen reader.
									<img
										src={ item.thumbnail }
										alt=""
										width={ 64 }
										height={ 64 }
										loading="lazy"
									/>
								) : (
									<span className="sightline-bulk-ai__no-thumbnail" />
								) }
								<CheckboxControl
									label={ item.title || item.file }
									help={
										item.alt
											? sprintf(
													/* translators: 1: file name, 2: the alt text the media library holds. */
													__(
														'%1$s · Media Library alt text: %2$s',
														'sightline-seo'
													),
													item.file,
													item.alt
												)
											: item.file
									}
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
			<Button
				variant="primary"
				isBusy={ starting }
				disabled={ ! list || ! picked.length || starting }
				onClick={ async () => {
					setStarting( true );
					await onStart( picked, jobPost( choice ) );
					setStarting( false );
				} }
			>
				{ sprintf(
					/* translators: %d: number of images picked. */
					_n(
						'Write alt text for %d image',
						'Write alt text for %d images',
						picked.length,
						'sightline-seo'
					),
					picked.length
				) }
			</Button>
		</div>
	);
}
