/**
 * Posts and terms through WordPress's search route (every public post type and taxonomy at once),
 * authors through its users route (only those with published posts: the others have no archive).
 * A failed request answers "none", so a rule naming a deleted post still shows its id.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { decodeEntities } from '../../resolution/text';

import type { Thunk } from '../thunk';
import type { ObjectKind, ObjectOption } from './types';

const PER_PAGE = 20;

interface SearchResult {
	id: number;
	title: string;
	subtype: string;
}

interface UserResult {
	id: number;
	name: string;
}

function request( kind: ObjectKind, query: Record< string, unknown > ) {
	if ( kind === 'author' ) {
		return apiFetch< UserResult[] >( {
			path: addQueryArgs( '/wp/v2/users', {
				...query,
				has_published_posts: true,
				_fields: 'id,name',
			} ),
		} ).then( ( users ) =>
			users.map( ( user ): ObjectOption => ( {
				id: user.id,
				label: decodeEntities( user.name ),
				subtype: '',
			} ) )
		);
	}
	return apiFetch< SearchResult[] >( {
		path: addQueryArgs( '/wp/v2/search', {
			...query,
			type: kind,
			_fields: 'id,title,subtype',
		} ),
	} ).then( ( results ) =>
		results.map( ( result ): ObjectOption => ( {
			id: result.id,
			label: decodeEntities( result.title ),
			subtype: result.subtype,
		} ) )
	);
}

export const getObject =
	( kind: ObjectKind, id: number ): Thunk< Promise< void > > =>
	async ( { dispatch, select } ) => {
		if ( select.getObject( kind, id ) !== undefined ) {
			return; // Known from a search already.
		}
		let option: ObjectOption | null = null;
		try {
			const found = await request( kind, {
				include: [ id ],
				per_page: 1,
			} );
			option = found.find( ( candidate ) => candidate.id === id ) ?? null;
		} catch {
			option = null;
		}
		dispatch( { type: 'RECEIVE_OBJECT', kind, id, option } );
	};

export const searchObjects =
	( kind: ObjectKind, search: string ): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		let options: ObjectOption[] = [];
		try {
			options = await request( kind, { search, per_page: PER_PAGE } );
		} catch {
			options = [];
		}
		dispatch( { type: 'RECEIVE_OBJECT_SEARCH', kind, search, options } );
	};
