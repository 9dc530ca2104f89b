/**
 * Background AI jobs (bulk titles and descriptions, alt text): each thunk is one REST call and resolves
 * with the server's answer, the job as the review reads it. The job lives on the server, so a closed
 * tab loses nothing: the screen asks for the latest one when it opens. Failures reject with the
 * server's message (errorMessage()).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import type { AiCandidates, AiImageCandidates, AiJob } from '../../contracts';

export type AiJobKind = AiJob[ 'kind' ];
export type AiJobField = AiJob[ 'fields' ][ number ];

export interface AiCandidatesQuery {
	filter:
		| 'missing_description'
		| 'description_too_long'
		| 'missing_title'
		| 'all';
	post_type: string;
	/** With term: only the posts of this term of this taxonomy ('' and 0 for any). */
	taxonomy: string;
	term: number;
	page: number;
	per_page: number;
}

/** The images without alt text: of the media library (post 0) or of one post's image blocks. */
export interface AiImageCandidatesQuery {
	post: number;
	page: number;
	per_page: number;
}

export interface AiReviewedItem {
	id: number;
	values: Partial< Record< AiJobField, string > >;
}

export const fetchAiCandidates =
	( query: AiCandidatesQuery ): Thunk< Promise< AiCandidates > > =>
	() =>
		apiFetch< AiCandidates >( {
			path: addQueryArgs( API.aiCandidates, { ...query } ),
		} );

/**
 * One page of the images without alt text, and why alt text cannot be written on this site when it
 * cannot (`unavailable`, the server's words).
 */
export const fetchAiImageCandidates =
	( query: AiImageCandidatesQuery ): Thunk< Promise< AiImageCandidates > > =>
	() =>
		apiFetch< AiImageCandidates >( {
			path: addQueryArgs( API.aiImageCandidates, { ...query } ),
		} );

export const fetchLatestAiJob =
	( kind: AiJobKind ): Thunk< Promise< AiJob > > =>
	() =>
		apiFetch< AiJob >( {
			path: addQueryArgs( `${ API.aiJobs }/latest`, { kind } ),
		} );

/**
 * Starts a job. For alt text, `post` names the post whose image blocks without alt text also get the
 * reviewed text when it is applied (0, the default: the attachments alone).
 */
export const startAiJob =
	(
		kind: AiJobKind,
		ids: number[],
		fields: AiJobField[],
		post = 0
	): Thunk< Promise< AiJob > > =>
	() =>
		apiFetch< AiJob >( {
			path: API.aiJobs,
			method: 'POST',
			data:
				post > 0 ? { kind, ids, fields, post } : { kind, ids, fields },
		} );

/** Writes suggestions for the next few objects of the job. */
export const runAiJob =
	( job: string ): Thunk< Promise< AiJob > > =>
	() =>
		apiFetch< AiJob >( {
			path: `${ API.aiJobs }/${ job }/run`,
			method: 'POST',
		} );

export const retryAiJob =
	( job: string ): Thunk< Promise< AiJob > > =>
	() =>
		apiFetch< AiJob >( {
			path: `${ API.aiJobs }/${ job }/retry`,
			method: 'POST',
		} );

export const applyAiSuggestions =
	( job: string, items: AiReviewedItem[] ): Thunk< Promise< AiJob > > =>
	() =>
		apiFetch< AiJob >( {
			path: `${ API.aiJobs }/${ job }/apply`,
			method: 'POST',
			data: { items },
		} );

export const discardAiSuggestions =
	( job: string, ids: number[] ): Thunk< Promise< AiJob > > =>
	() =>
		apiFetch< AiJob >( {
			path: `${ API.aiJobs }/${ job }/discard`,
			method: 'POST',
			data: { ids },
		} );
