/**
 * The dashboard's post scores: how many posts have a good SEO and readability score, one that needs
 * improvement, a problem, or none yet, over every public post type (the scores stored at save,
 * counted by the server), and while older posts are scored in the background (GET scores/backfill)
 * how far that has come. A large site's counts are taken in the background: the card says when the
 * counts shown were taken and asks again until newer ones are there.
 */
import { Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store, type ScoreCounts, type ScoreKind } from '../../../store';

type Band = keyof ScoreCounts[ 'counts' ];

function bandLabels(): Record< Band, string > {
	return {
		good: __( 'Good', 'sightline-seo' ),
		improve: __( 'Needs improvement', 'sightline-seo' ),
		problem: __( 'Problem', 'sightline-seo' ),
		none: __( 'Not analysed', 'sightline-seo' ),
	};
}

const BANDS: Band[] = [ 'good', 'improve', 'problem', 'none' ];

/** How long the card waits before it asks again for counts being taken in the background. */
export const RECOUNT_POLL_MS = 15000;

/** While the server takes new counts: when the ones shown were taken, or that none are there yet. */
function CountingNote( { countedAt }: { countedAt: number } ) {
	return (
		<p className="sightline-dashboard__scores-counting">
			{ countedAt > 0
				? sprintf(
						/* translators: %s: the date and time the counts shown were taken. */
						__(
							'Counted on %s; counting again in the background.',
							'sightline-seo'
						),
						new Date( countedAt * 1000 ).toLocaleString()
					)
				: __(
						'Counting the posts in the background…',
						'sightline-seo'
					) }
		</p>
	);
}

function ScoreCountList( { kind, title }: { kind: ScoreKind; title: string } ) {
	const counts = useSelect(
		( select ) => select( store ).getScoreCounts( kind ),
		[ kind ]
	);
	const { refreshScoreCounts } = useDispatch( store );
	const counting = counts?.counting === true;
	useEffect( () => {
		if ( ! counting ) {
			return undefined;
		}
		const timer = setTimeout(
			() => refreshScoreCounts( kind ),
			RECOUNT_POLL_MS
		);
		return () => clearTimeout( timer );
	}, [ counting, kind, refreshScoreCounts ] );
	const labels = bandLabels();
	return (
		<div className="sightline-dashboard__scores-kind">
			<h3 className="sightline-dashboard__heading">{ title }</h3>
			{ counts === undefined && <Spinner /> }
			{ counts && counting && (
				<CountingNote countedAt={ counts.counted_at } />
			) }
			{ counts === null && (
				<p>
					{ __( 'The counts could not be loaded.', 'sightline-seo' ) }
				</p>
			) }
			{ counts && ! ( counting && counts.counted_at === 0 ) && (
				<ul className="sightline-dashboard__score-list">
					{ BANDS.map( ( band ) => (
						<li
							key={ band }
							className={ `sightline-dashboard__score sightline-dashboard__score--${ band }` }
						>
							<span className="sightline-dashboard__score-count">
								{ counts.counts[ band ] }
							</span>{ ' ' }
							{ labels[ band ] }
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}

/** A line while the scores' backfill runs; nothing once it is done, or when it cannot be asked. */
function BackfillProgress() {
	const progress = useSelect(
		( select ) => select( store ).getScoreBackfill(),
		[]
	);
	if ( progress?.status !== 'running' ) {
		return null;
	}
	return (
		<p className="sightline-dashboard__scores-backfill">
			{ progress.remaining_more
				? sprintf(
						/* translators: 1: posts scored so far, 2: a count the posts left to score exceed. */
						__(
							'Scoring older posts in the background: %1$d scored, more than %2$d to go.',
							'sightline-seo'
						),
						progress.scored,
						progress.remaining
					)
				: sprintf(
						/* translators: 1: posts scored so far, 2: posts left to score. */
						__(
							'Scoring older posts in the background: %1$d scored, %2$d to go.',
							'sightline-seo'
						),
						progress.scored,
						progress.remaining
					) }
		</p>
	);
}

export function ScoreOverview() {
	return (
		<section
			className="sightline-dashboard__scores"
			aria-labelledby="sightline-dashboard-scores"
		>
			<h2
				id="sightline-dashboard-scores"
				className="sightline-dashboard__heading"
			>
				{ __( 'Post Scores', 'sightline-seo' ) }
			</h2>
			<BackfillProgress />
			<ScoreCountList kind="seo" title={ __( 'SEO', 'sightline-seo' ) } />
			<ScoreCountList
				kind="readability"
				title={ __( 'Readability', 'sightline-seo' ) }
			/>
		</section>
	);
}
