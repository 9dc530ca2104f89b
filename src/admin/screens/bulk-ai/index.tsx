/**
 * Bulk AI: SEO titles and meta descriptions for many posts at once, or (Images, its own route) the alt
 * text of many images. Pick posts or images, let the job write suggestions in the background (with
 * progress; a closed tab or a failed request loses nothing, Resume continues), then review each
 * suggestion beside the current value and apply, edit or discard it, one by one or all.
 */
import { Button, Notice, ProgressBar, Spinner } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import type {
	AiJobField,
	AiReviewedItem,
} from '../../../store/ai-jobs/actions';
import { errorMessage } from '../../../store/utils/error-message';
import { ScreenShell } from '../../components/screen-shell';
import type { ScreenProps } from '../../routes';
import { ImagePicker } from './image-picker';
import { Picker } from './picker';
import { Review } from './review';
import { isRunnable, useJobRun } from './use-job-run';
import type { AiJob } from '../../../contracts';

export const IMAGES_PATH = '/tools/bulk-ai/images';

/** The kind of job the screen's route works on: alt text on the Images route, SEO texts otherwise. */
export function kindOfPath( path: string ): AiJob[ 'kind' ] {
	return path.replace( /\/+$/, '' ) === IMAGES_PATH ? 'alt' : 'seo';
}

export default function BulkAi( { path }: ScreenProps ) {
	const kind = kindOfPath( path );
	// One mode's job, picks and edits are not carried over to the other.
	return <BulkAiMode key={ kind } kind={ kind } />;
}

function BulkAiMode( { kind }: { kind: AiJob[ 'kind' ] } ) {
	const {
		fetchLatestAiJob,
		startAiJob,
		retryAiJob,
		applyAiSuggestions,
		discardAiSuggestions,
	} = useDispatch( store );
	const [ job, setJob ] = useState< AiJob | null >( null );
	const [ loaded, setLoaded ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ notice, setNotice ] = useState( '' );
	const { run, stop, running, waiting, error } = useJobRun( setJob );

	useEffect( () => {
		fetchLatestAiJob( kind ).then(
			( latest: AiJob ) => {
				setJob( latest.job ? latest : null );
				setLoaded( true );
			},
			( failure: unknown ) => {
				setNotice(
					errorMessage(
						failure,
						__( 'The AI jobs could not be read.', 'sightline-seo' )
					)
				);
				setLoaded( true );
			}
		);
	}, [ fetchLatestAiJob, kind ] );

	const act = useCallback( async ( call: () => Promise< AiJob > ) => {
		setBusy( true );
		setNotice( '' );
		try {
			const answer = await call();
			setJob( answer );
			if ( answer.refused.length ) {
				setNotice(
					answer.refused
						.map( ( item ) => `#${ item.id }: ${ item.message }` )
						.join( ' ' )
				);
			}
			return answer;
		} catch ( failure ) {
			setNotice(
				errorMessage(
					failure,
					__( 'That did not work. Try again.', 'sightline-seo' )
				)
			);
			return null;
		} finally {
			setBusy( false );
		}
	}, [] );

	const start = async ( ids: number[], fields: AiJobField[], post = 0 ) => {
		const started = await act( () =>
			startAiJob( kind, ids, fields, post )
		);
		if ( started?.job ) {
			run( started.job );
		}
	};

	if ( ! loaded ) {
		return <Spinner />;
	}
	const counts = job?.counts;
	const done = counts ? counts.total - counts.pending - counts.running : 0;
	const open = counts
		? counts.pending + counts.running + counts.ready + counts.failed
		: 0;

	return (
		<ScreenShell
			title={ __( 'Bulk AI', 'sightline-seo' ) }
			description={
				kind === 'alt'
					? __(
							'Write the alt text of many images with your AI provider. Nothing is saved to an image or a post until you apply it.',
							'sightline-seo'
						)
					: __(
							'Write SEO titles and meta descriptions for many posts with your AI provider. Nothing is saved to a post until you apply it.',
							'sightline-seo'
						)
			}
		>
			{ notice && (
				<Notice status="error" onRemove={ () => setNotice( '' ) }>
					{ notice }
				</Notice>
			) }
			{ ( ! job || ! job.job || ! open ) &&
				( kind === 'alt' ? (
					<ImagePicker
						onStart={ ( ids, post ) =>
							start( ids, [ 'alt' ], post )
						}
					/>
				) : (
					<Picker onStart={ start } />
				) ) }
			{ job?.job && counts && open > 0 && (
				<>
					<div className="sightline-bulk-ai__progress">
						<p>
							{ sprintf(
								/* translators: 1: objects written, 2: objects in the job. */
								__( '%1$d of %2$d written', 'sightline-seo' ),
								done,
								counts.total
							) }
							{ counts.failed > 0 &&
								' · ' +
									sprintf(
										/* translators: %d: number of failures. */
										__( '%d failed', 'sightline-seo' ),
										counts.failed
									) }
						</p>
						<ProgressBar
							value={
								counts.total ? ( done / counts.total ) * 100 : 0
							}
							aria-label={ __(
								'Progress of the suggestions',
								'sightline-seo'
							) }
						/>
						{ waiting > 0 && (
							<p role="status">
								{ sprintf(
									/* translators: %d: seconds. */
									__(
										'The AI provider asks to wait: continuing in %d seconds.',
										'sightline-seo'
									),
									waiting
								) }
							</p>
						) }
						{ error && <p role="alert">{ error }</p> }
						{ running && (
							<Button variant="secondary" onClick={ stop }>
								{ __( 'Pause', 'sightline-seo' ) }
							</Button>
						) }
						{ ! running && isRunnable( job ) && (
							<Button
								variant="primary"
								onClick={ () => run( job.job as string ) }
							>
								{ __( 'Resume', 'sightline-seo' ) }
							</Button>
						) }
						{ ! running && counts.failed > 0 && (
							<Button
								variant="secondary"
								disabled={ busy }
								onClick={ async () => {
									const answer = await act( () =>
										retryAiJob( job.job as string )
									);
									if ( answer?.job ) {
										run( answer.job );
									}
								} }
							>
								{ __( 'Retry failed', 'sightline-seo' ) }
							</Button>
						) }
					</div>
					<Review
						job={ job }
						busy={ busy }
						onApply={ ( items: AiReviewedItem[] ) =>
							act( () =>
								applyAiSuggestions( job.job as string, items )
							)
						}
						onDiscard={ ( ids: number[] ) =>
							act( () =>
								discardAiSuggestions( job.job as string, ids )
							)
						}
					/>
				</>
			) }
		</ScreenShell>
	);
}
