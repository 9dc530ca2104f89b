/**
 * The build and check rules give exactly the nodes and findings of the fixtures shared with PHP
 * (tests/fixtures/structured-data/cases.json; PHPUnit runs the same file against
 * Sightline\Structured_Data\Node_Builder and Checker), so a rule that drifts in either language fails CI.
 */
import fixtures from '../../../tests/fixtures/structured-data/cases.json';
import {
	buildNode,
	checkNode,
	type Finding,
	type JsonLdNode,
	type TypeInstance,
	type VariableValues,
} from '..';
import { defaultTypeOf, propertiesOf } from '../catalogue';

interface Case {
	name: string;
	instance: TypeInstance;
	variables: VariableValues;
	pageUrl: string;
	node: JsonLdNode | null;
	findings: Finding[];
}

const cases = fixtures.cases as unknown as Case[];

describe( 'structured data against the fixtures shared with PHP', () => {
	it.each( cases.map( ( c ) => [ c.name, c ] ) )( '%s', ( _name, c ) => {
		const node = buildNode( c.instance, c.variables, c.pageUrl );
		expect( node ).toEqual( c.node );
		expect( node === null ? [] : checkNode( node ) ).toEqual( c.findings );
	} );

	it( 'lists each built property in catalogue order, as PHPUnit compares it', () => {
		for ( const c of cases ) {
			const node = buildNode( c.instance, c.variables, c.pageUrl );
			expect( JSON.stringify( node ) ).toBe( JSON.stringify( c.node ) );
		}
	} );

	it( 'covers every kind, nested nodes, lists, errors and warnings', () => {
		const kinds = new Set< string >();
		const levels = new Set< string >();
		let nestedError = false;
		for ( const c of cases ) {
			for ( const finding of c.findings ) {
				levels.add( finding.level );
				nestedError ||=
					finding.level === 'error' && finding.field.includes( '.' );
			}
		}
		const visit = ( type: string, values: Record< string, unknown > ) => {
			for ( const [ name, definition ] of propertiesOf( type ) ) {
				if ( values[ name ] === undefined ) {
					continue;
				}
				kinds.add( definition.kind );
				const items = Array.isArray( values[ name ] )
					? ( values[ name ] as unknown[] )
					: [ values[ name ] ];
				for ( const item of items ) {
					if ( item && typeof item === 'object' ) {
						const nested = item as Record< string, unknown >;
						const nestedType =
							nested[ '@type' ] ?? defaultTypeOf( definition );
						visit( String( nestedType ), nested );
					}
				}
			}
		};
		for ( const c of cases ) {
			visit( c.instance.type, c.instance.values ?? {} );
		}
		expect( [ ...kinds ].sort() ).toEqual(
			[
				'boolean',
				'currency',
				'date',
				'datetime',
				'duration',
				'enum',
				'image',
				'integer',
				'longtext',
				'number',
				'organization',
				'person',
				'price',
				'text',
				'type',
				'url',
			].sort()
		);
		expect( [ ...levels ].sort() ).toEqual( [ 'error', 'warning' ] );
		expect( nestedError ).toBe( true );
	} );
} );
