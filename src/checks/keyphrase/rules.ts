/**
 * The keyphrase checks: the focus keyphrase in the SEO title (and at its start), the first
 * paragraph, the meta description, the slug, the subheadings (how many of them), image alt text,
 * its density against the text's length, its own length, the text's length for the content type,
 * and whether another post already has it as its focus keyphrase (the server's answer). Related
 * keyphrases get the same checks but the last two. The PHP twin is
 * Sightline\Checks\Keyphrase\Keyphrase_Checks; tests/fixtures/keyphrase/cases.json holds the exact
 * results both must give.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import ruleSet from '../../../includes/checks/keyphrase/keyphrase.json';

import type { CheckResult, CheckStatus } from '../types';
import type { KeyphraseFacts, PhraseFacts } from './facts';

type Draft = Omit< CheckResult, 'ignore' | 'category' >;

export interface KeyphraseAnalysis {
	/** The focus keyphrase's checks and the text's length. */
	focus: CheckResult[];
	/** Each related keyphrase with its checks. */
	related: { keyphrase: string; checks: CheckResult[] }[];
}

const LIMITS = ruleSet.thresholds;

function result(
	id: string,
	status: CheckStatus,
	message: string,
	description: string
): Draft {
	return { id, status, message, description };
}

function lengthCheck( { words }: PhraseFacts ): Draft {
	const message = sprintf(
		/* translators: %d: number of words. */
		_n(
			'The keyphrase has %d word.',
			'The keyphrase has %d words.',
			words,
			'sightline-seo'
		),
		words
	);
	if ( words <= LIMITS.keyphrase_words_success ) {
		return result(
			'keyphrase_length',
			'success',
			message,
			__(
				'Short keyphrases match what people type into a search engine.',
				'sightline-seo'
			)
		);
	}
	return words <= LIMITS.keyphrase_words_warning
		? result(
				'keyphrase_length',
				'warning',
				message,
				__(
					'Long keyphrases are rarely searched as a whole. Keep the main idea in four words or fewer.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_length',
				'error',
				message,
				__(
					'Searchers seldom type this many words. Shorten the keyphrase to its main idea, four words or fewer.',
					'sightline-seo'
				)
			);
}

function titleCheck( { title }: PhraseFacts ): Draft {
	if ( title.start ) {
		return result(
			'keyphrase_title',
			'success',
			__( 'The keyphrase opens the SEO title.', 'sightline-seo' ),
			__(
				'The first words of a title weigh most for searchers scanning the results.',
				'sightline-seo'
			)
		);
	}
	return title.found
		? result(
				'keyphrase_title',
				'warning',
				__(
					'The keyphrase is in the SEO title, but not at its start.',
					'sightline-seo'
				),
				__(
					'Searchers scan the first words of a result. Move the keyphrase to the start of the title.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_title',
				'error',
				__( 'The keyphrase is not in the SEO title.', 'sightline-seo' ),
				__(
					'The title is the strongest sign of what a page is about. Put the keyphrase in it, near the start.',
					'sightline-seo'
				)
			);
}

function introductionCheck( { introduction }: PhraseFacts ): Draft {
	return introduction
		? result(
				'keyphrase_introduction',
				'success',
				__(
					'The keyphrase appears in the first paragraph.',
					'sightline-seo'
				),
				__(
					'Readers and search engines learn early what the text is about.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_introduction',
				'warning',
				__(
					'The keyphrase is not in the first paragraph.',
					'sightline-seo'
				),
				__(
					'Say early what the text is about: use the keyphrase in the first paragraph.',
					'sightline-seo'
				)
			);
}

function descriptionCheck( { description }: PhraseFacts ): Draft {
	return description
		? result(
				'keyphrase_description',
				'success',
				__(
					'The keyphrase appears in the meta description.',
					'sightline-seo'
				),
				__(
					'Search engines highlight the searched words in the snippet, which draws the eye.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_description',
				'warning',
				__(
					'The keyphrase is not in the meta description.',
					'sightline-seo'
				),
				__(
					'Search engines highlight the searched words in snippets. Write a meta description that uses the keyphrase.',
					'sightline-seo'
				)
			);
}

function slugCheck( { slug }: PhraseFacts ): Draft {
	return slug
		? result(
				'keyphrase_slug',
				'success',
				__( 'The keyphrase appears in the slug.', 'sightline-seo' ),
				__(
					'An address that names the topic tells searchers what they will find.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_slug',
				'warning',
				__( 'The keyphrase is not in the slug.', 'sightline-seo' ),
				__(
					'Put the words of the keyphrase in the slug so the address names the topic.',
					'sightline-seo'
				)
			);
}

function subheadingsCheck( { subheadings }: PhraseFacts ): Draft {
	const { count, with: using } = subheadings;
	if ( ! count ) {
		return result(
			'keyphrase_subheadings',
			'suggestion',
			__( 'The text has no subheadings.', 'sightline-seo' ),
			__(
				'Subheadings that use the keyphrase show how the text covers the topic. Add some.',
				'sightline-seo'
			)
		);
	}
	const message = sprintf(
		/* translators: 1: subheadings with the keyphrase, 2: all subheadings. */
		__( '%1$d of %2$d subheadings use the keyphrase.', 'sightline-seo' ),
		using,
		count
	);
	if ( ! using ) {
		return result(
			'keyphrase_subheadings',
			'warning',
			message,
			__(
				'Use the keyphrase, or its forms, in some subheadings to show how the text covers the topic.',
				'sightline-seo'
			)
		);
	}
	return count > 1 && using / count > LIMITS.subheadings_most
		? result(
				'keyphrase_subheadings',
				'warning',
				message,
				__(
					'The keyphrase in nearly every subheading reads as repetitive. Vary some of them.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_subheadings',
				'success',
				message,
				__(
					'The keyphrase is spread over the sections of the text.',
					'sightline-seo'
				)
			);
}

function imagesCheck( { images }: PhraseFacts ): Draft {
	if ( ! images.count ) {
		return result(
			'keyphrase_images',
			'suggestion',
			__( 'The text has no images.', 'sightline-seo' ),
			__(
				'An image whose alt text uses the keyphrase helps image search and readers who cannot see it.',
				'sightline-seo'
			)
		);
	}
	const message = sprintf(
		/* translators: 1: images whose alt text has the keyphrase, 2: all images. */
		__(
			'%1$d of %2$d images have the keyphrase in their alt text.',
			'sightline-seo'
		),
		images.with,
		images.count
	);
	return images.with
		? result(
				'keyphrase_images',
				'success',
				message,
				__(
					'Image search and screen readers can connect the images to the topic.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_images',
				'warning',
				message,
				__(
					'Describe at least one relevant image with alt text that uses the keyphrase.',
					'sightline-seo'
				)
			);
}

/** Rounded to one decimal, half up, shown with a point (the same text in PHP). */
function percent( value: number ): string {
	return ( Math.round( value * 10 ) / 10 ).toFixed( 1 );
}

function densityCheck( phrase: PhraseFacts, textWords: number ): Draft {
	if ( textWords < LIMITS.density_min_words ) {
		return result(
			'keyphrase_density',
			'suggestion',
			sprintf(
				/* translators: 1: number of words, 2: minimum number of words. */
				__(
					'The text is too short to measure keyphrase density (%1$d of %2$d words).',
					'sightline-seo'
				),
				textWords,
				LIMITS.density_min_words
			),
			__(
				'Write more, then check how often the keyphrase is used.',
				'sightline-seo'
			)
		);
	}
	if ( ! phrase.occurrences ) {
		return result(
			'keyphrase_density',
			'error',
			__( 'The keyphrase does not appear in the text.', 'sightline-seo' ),
			__(
				'Search engines need to see the topic in the text. Use the keyphrase, or its forms, a few times.',
				'sightline-seo'
			)
		);
	}
	const density = ( 100 * phrase.occurrences ) / textWords;
	const message = sprintf(
		/* translators: 1: percentage, 2: sentences with the keyphrase, 3: number of words. */
		_n(
			'Keyphrase density: %1$s%% (found %2$d time in %3$d words).',
			'Keyphrase density: %1$s%% (found %2$d times in %3$d words).',
			phrase.occurrences,
			'sightline-seo'
		),
		percent( density ),
		phrase.occurrences,
		textWords
	);
	if ( density < LIMITS.density_low ) {
		return result(
			'keyphrase_density',
			'warning',
			message,
			__(
				'The keyphrase is rare in this text. Use it, or its forms, a little more often.',
				'sightline-seo'
			)
		);
	}
	if ( density <= LIMITS.density_high ) {
		return result(
			'keyphrase_density',
			'success',
			message,
			__(
				'The keyphrase is used often enough without being forced.',
				'sightline-seo'
			)
		);
	}
	return density <= LIMITS.density_stuffing
		? result(
				'keyphrase_density',
				'warning',
				message,
				__(
					'The keyphrase is used a lot. Replace some uses with other words so the text reads naturally.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_density',
				'error',
				message,
				__(
					'This reads as keyword stuffing, which search engines penalise. Use the keyphrase far less often.',
					'sightline-seo'
				)
			);
}

function usedCheck( uses: number ): Draft {
	return uses
		? result(
				'keyphrase_used',
				'warning',
				sprintf(
					/* translators: %d: number of posts. */
					_n(
						'%d other post already has this focus keyphrase.',
						'%d other posts already have this focus keyphrase.',
						uses,
						'sightline-seo'
					),
					uses
				),
				__(
					'Posts with the same focus keyphrase compete with each other in search. Choose another keyphrase, or merge the posts.',
					'sightline-seo'
				)
			)
		: result(
				'keyphrase_used',
				'success',
				__(
					'No other post has this focus keyphrase.',
					'sightline-seo'
				),
				__(
					'This post does not compete with another of the site for the same search.',
					'sightline-seo'
				)
			);
}

function textLengthCheck( textWords: number, contentType: string ): Draft {
	const table: Record< string, { success: number; warning: number } > =
		ruleSet.text_length;
	const limits = table[ contentType ] ?? table.default;
	const message = sprintf(
		/* translators: %d: number of words. */
		_n(
			'The text has %d word.',
			'The text has %d words.',
			textWords,
			'sightline-seo'
		),
		textWords
	);
	if ( textWords >= limits.success ) {
		return result(
			'text_length',
			'success',
			message,
			__( 'The text is long enough to cover its topic.', 'sightline-seo' )
		);
	}
	return result(
		'text_length',
		textWords >= limits.warning ? 'warning' : 'error',
		message,
		sprintf(
			/* translators: %d: number of words. */
			__(
				'Short texts rarely cover a topic well enough to rank. Aim for at least %d words.',
				'sightline-seo'
			),
			limits.success
		)
	);
}

function phraseChecks( phrase: PhraseFacts, textWords: number ): Draft[] {
	return [
		lengthCheck( phrase ),
		titleCheck( phrase ),
		introductionCheck( phrase ),
		descriptionCheck( phrase ),
		slugCheck( phrase ),
		subheadingsCheck( phrase ),
		imagesCheck( phrase ),
		densityCheck( phrase, textWords ),
	];
}

/**
 * The results of measured facts (cheap: the measuring may run in a worker). `uses` is how many
 * other posts have the focus keyphrase, null while the server has not answered (no result then).
 */
export function keyphraseResults(
	facts: KeyphraseFacts,
	uses: number | null,
	ignored: readonly string[] = []
): KeyphraseAnalysis {
	const withMeta =
		( ignorable: boolean ) =>
		( draft: Draft ): CheckResult => ( {
			...draft,
			category: 'keyphrase',
			ignore: ignorable && ignored.includes( draft.id ),
		} );
	const focus: Draft[] = [];
	if ( ! facts.focus ) {
		focus.push(
			result(
				'keyphrase_missing',
				'suggestion',
				__( 'No focus keyphrase is set.', 'sightline-seo' ),
				__(
					'Enter the phrase people would search for to find this page; the checks then measure how the text uses it.',
					'sightline-seo'
				)
			)
		);
	} else {
		if ( ! facts.stemmed ) {
			focus.push(
				result(
					'keyphrase_forms',
					'suggestion',
					sprintf(
						/* translators: %s: language code. */
						__(
							'Word forms are not matched in this language (%s).',
							'sightline-seo'
						),
						facts.language || '?'
					),
					__(
						'Only the words of the keyphrase as written are found, so use them as written.',
						'sightline-seo'
					)
				)
			);
		}
		focus.push( ...phraseChecks( facts.focus, facts.textWords ) );
		if ( null !== uses ) {
			focus.push( usedCheck( uses ) );
		}
	}
	focus.push( textLengthCheck( facts.textWords, facts.contentType ) );
	return {
		focus: focus.map( withMeta( true ) ),
		related: facts.related.map( ( phrase ) => ( {
			keyphrase: phrase.keyphrase,
			checks: phraseChecks( phrase, facts.textWords ).map(
				withMeta( false )
			),
		} ) ),
	};
}
