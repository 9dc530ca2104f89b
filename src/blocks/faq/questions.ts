/**
 * The FAQ block's data: its questions as saved in its attributes (rich text, HTML), and which of them
 * the saved page shows.
 */
import { newId } from '../shared/list';

export interface FaqQuestion {
	id: string;
	question: string;
	answer: string;
}

export interface FaqAttributes extends Record< string, unknown > {
	questions: FaqQuestion[];
}

/** A new, empty question with an id of its own (its anchor on the page). */
export function emptyQuestion( random?: () => number ): FaqQuestion {
	return { id: newId( 'faq', random ), question: '', answer: '' };
}

/** Whether rich text holds any text (markup and spaces alone are none). */
export function hasText( html: string ): boolean {
	return html.replace( /<[^>]*>/g, '' ).replace( /&nbsp;|\s/g, '' ) !== '';
}

/** The questions the page shows: those with a question or an answer. */
export function shownQuestions(
	questions: readonly FaqQuestion[]
): FaqQuestion[] {
	return questions.filter(
		( item ) => hasText( item.question ) || hasText( item.answer )
	);
}
