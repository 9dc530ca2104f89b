/**
 * Where the Images mode takes its images from: the media library, or one post's image blocks (whose
 * alt, if the user chooses, is written too when a suggestion is applied).
 */
import type { AiImageCandidatesQuery } from '../../../store/ai-jobs/actions';

export type ImageSource = 'library' | 'post';

export interface ImageSourceChoice {
	source: ImageSource;
	/** The post picked when the source is a post; 0 until one is. */
	post: number;
	/** Also write the alt into the post's image blocks that have none. */
	intoBlocks: boolean;
}

/** The candidates query for the choice, or null when a post is to be picked first. */
export function imageQuery(
	choice: ImageSourceChoice,
	page: number,
	perPage: number
): AiImageCandidatesQuery | null {
	if ( choice.source === 'post' && choice.post <= 0 ) {
		return null;
	}
	return {
		post: choice.source === 'post' ? choice.post : 0,
		page,
		per_page: perPage,
	};
}

/** The post the job writes to when applied: the picked post if its blocks are to get the alt, else 0. */
export function jobPost( choice: ImageSourceChoice ): number {
	return choice.source === 'post' && choice.intoBlocks ? choice.post : 0;
}
