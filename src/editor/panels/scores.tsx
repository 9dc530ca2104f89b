/**
 * The post's SEO and readability scores at the top of the sidebar, computed live by the score rule
 * (src/checks/score, the same rule the server stores at save) over the checks the panels show:
 * the page checks with the focus keyphrase's checks, and the readability checks.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { CheckResult } from '../../checks';
import { bandOf, scoreOf, type ScoreBand } from '../../checks/score';
import { useKeyphraseChecks } from '../keyphrase/use-keyphrase';
import { useReadability } from '../readability/use-readability';
import { usePageChecks } from '../use-seo';

/** A score; undefined while the checks it counts are still being measured. */
type Live = number | null | undefined;

export function editorScores(
	pageChecks: CheckResult[],
	focusChecks: CheckResult[] | null,
	readabilityChecks: CheckResult[] | null
): { seo: Live; readability: Live } {
	return {
		seo: focusChecks
			? scoreOf( [ ...pageChecks, ...focusChecks ] )
			: undefined,
		readability: readabilityChecks
			? scoreOf( readabilityChecks )
			: undefined,
	};
}

function bandName( band: ScoreBand ): string {
	return {
		good: __( 'Good', 'sightline-seo' ),
		improve: __( 'Needs improvement', 'sightline-seo' ),
		problem: __( 'Problem', 'sightline-seo' ),
	}[ band ];
}

function ScoreBadge( { label, score }: { label: string; score: Live } ) {
	const band = score === undefined ? null : bandOf( score );
	let value = '…';
	let spoken = sprintf(
		/* translators: %s: SEO or Readability. */
		__( '%s score: measuring.', 'sightline-seo' ),
		label
	);
	if ( score === null ) {
		value = '–';
		spoken = sprintf(
			/* translators: %s: SEO or Readability. */
			__( '%s score: not analysed.', 'sightline-seo' ),
			label
		);
	} else if ( score !== undefined && band ) {
		value = String( score );
		spoken = sprintf(
			/* translators: 1: SEO or Readability, 2: score out of 100, 3: good, needs improvement or problem. */
			__( '%1$s score: %2$d of 100, %3$s.', 'sightline-seo' ),
			label,
			score,
			bandName( band )
		);
	}
	return (
		<span
			className={ `sightline-score sightline-score--${ band ?? 'none' }` }
		>
			<span aria-hidden="true">
				{ label } { value }
			</span>
			<span className="screen-reader-text">{ spoken }</span>
		</span>
	);
}

export function ScoreBadges( {
	seo,
	readability,
}: {
	seo: Live;
	readability: Live;
} ) {
	return (
		<div className="sightline-editor-scores" aria-live="polite">
			<ScoreBadge label={ __( 'SEO', 'sightline-seo' ) } score={ seo } />
			<ScoreBadge
				label={ __( 'Readability', 'sightline-seo' ) }
				score={ readability }
			/>
		</div>
	);
}

export function PostScores() {
	const pageChecks = usePageChecks();
	const keyphrase = useKeyphraseChecks();
	const readability = useReadability();
	const scores = editorScores(
		pageChecks,
		keyphrase ? keyphrase.focus : null,
		readability ? readability.checks : null
	);
	return (
		<ScoreBadges seo={ scores.seo } readability={ scores.readability } />
	);
}
