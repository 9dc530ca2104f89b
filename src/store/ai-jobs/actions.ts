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
import type { AiCandidates, AiJob } from '../../contracts';

export type AiJobKind = AiJob[ 'kind' ];
export type AiJobField = AiJob[ 'fields' ][ number ];

export interface AiCandidatesQuery {
	filter:
		| 'missing_description'
		| 'description_too_long'
		| 'missing_title'
		| 'all';
	post_type: string;
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

export const fetchLatestAiJob =
	( kind: AiJobKind ): Thunk< Promise< AiJob > > =>
	() =>
		apiFetch< AiJob >( {
			path: addQueryArgs( `${ API.aiJobs }/latest`, { kind } ),
		} );

export const startAiJob =
	(
		kind: AiJobKind,
		ids: number[],
		fields: AiJobField[]
	): Thunk< Promise< AiJob > > =>
	() =>
		apiFetch< AiJob >( {
			path: API.aiJobs,
			method: 'POST',
			data: { kind, ids, fields },
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
