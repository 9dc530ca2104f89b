import { ownStructuredDataReducer } from '../reducer';
import type { OwnStructuredDataState } from '../types';

const SERVICE = { type: 'Service', id: 'service', values: {} };
const PERSON = { type: 'Person', id: 'me', values: { name: 'Ada' } };

describe( 'ownStructuredDataReducer', () => {
	it( 'keeps an edit in progress over what the page was printed with', () => {
		let state: OwnStructuredDataState = ownStructuredDataReducer(
			{},
			{
				type: 'OWN_STRUCTURED_DATA_RECEIVE',
				key: 'term:3',
				instances: [ SERVICE ],
			}
		);
		expect( state[ 'term:3' ] ).toEqual( {
			instances: [ SERVICE ],
			changed: false,
			refusal: null,
		} );
		state = ownStructuredDataReducer( state, {
			type: 'OWN_STRUCTURED_DATA_EDIT',
			key: 'term:3',
			instances: [],
		} );
		state = ownStructuredDataReducer( state, {
			type: 'OWN_STRUCTURED_DATA_RECEIVE',
			key: 'term:3',
			instances: [ SERVICE ],
		} );
		expect( state[ 'term:3' ] ).toEqual( {
			instances: [],
			changed: true,
			refusal: null,
		} );
	} );

	it( 'keeps the edit and the reason when a save is refused, and clears both flags once saved', () => {
		let state: OwnStructuredDataState = ownStructuredDataReducer(
			{},
			{
				type: 'OWN_STRUCTURED_DATA_EDIT',
				key: 'author:7',
				instances: [ PERSON ],
			}
		);
		state = ownStructuredDataReducer( state, {
			type: 'OWN_STRUCTURED_DATA_REFUSED',
			key: 'author:7',
			message: 'instances[0].values.name is required.',
		} );
		expect( state[ 'author:7' ] ).toEqual( {
			instances: [ PERSON ],
			changed: true,
			refusal: 'instances[0].values.name is required.',
		} );
		state = ownStructuredDataReducer( state, {
			type: 'OWN_STRUCTURED_DATA_SAVED',
			key: 'author:7',
		} );
		expect( state[ 'author:7' ] ).toEqual( {
			instances: [ PERSON ],
			changed: false,
			refusal: null,
		} );
	} );
} );
