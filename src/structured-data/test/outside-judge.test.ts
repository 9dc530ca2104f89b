/**
 * The outside judge: a fully filled instance of every offered type, built by buildNode(), passes the
 * npm package `@adobe/structured-data-validator` (Google's rich-result rules as Adobe encodes them)
 * without an error, and every type and property of the catalogue is one schema.org knows for that
 * type. The validator runs offline from adobe-validator.mjs (see there for the schema.org vocabulary
 * it reads).
 *
 * The pages of tests/fixtures/structured-data/content-blocks.json (the FAQ and how-to blocks of a post's
 * content, as PHP prints them in the page's graph) are judged the same way, each page node with the nodes
 * it links to resolved in place.
 *
 * "Fully filled" is made here from the catalogue, so a property added to types.json is judged too:
 * every property gets a sample of its kind (a few get a value their meaning needs, such as a rating
 * within its range), a nested type is filled the same way, one level of each type per path.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
	buildNode,
	checkNode,
	offeredTypes,
	propertiesOf,
	typeDefinition,
	typeNames,
	type InstanceValue,
	type InstanceValues,
	type JsonLdNode,
	type PropertyDefinition,
} from '..';

interface Issue {
	severity: 'ERROR' | 'WARNING';
	issueMessage: string;
	fieldNames?: string[];
	errorType?: string;
}

const PAGE = 'https://example.org/lemon-cake/';

/** Values whose meaning a generic sample would break (a rating outside its range, a bad time). */
const BY_NAME: Record< string, InstanceValue > = {
	ratingValue: 4,
	bestRating: 5,
	worstRating: 1,
	latitude: 51.5205,
	longitude: -0.0712,
	opens: '09:00',
	closes: '17:00',
	addressCountry: 'GB',
	inLanguage: 'en',
	telephone: '+44 20 7946 0000',
	email: 'hello@example.org',
	priceRange: '££',
	calories: '240 calories',
	recipeYield: '8 slices',
	gtin: '4006381333931',
	gtin8: '96385074',
	gtin12: '012345678905',
	gtin13: '4006381333931',
	gtin14: '00012345678905',
	isbn: '9780141036144',
	minValue: 28000,
	maxValue: 36000,
};

function sample(
	name: string,
	definition: PropertyDefinition,
	trail: string[]
): InstanceValue | undefined {
	if ( BY_NAME[ name ] !== undefined ) {
		return BY_NAME[ name ];
	}
	switch ( definition.kind ) {
		case 'text':
			return `Sample ${ name }`;
		case 'longtext':
			return `Sample ${ name }.\nA second line.`;
		case 'url':
			return `https://example.org/${ name }/`;
		case 'image':
			return `https://example.org/images/${ name }.jpg`;
		case 'date':
			return '2026-03-05';
		case 'datetime':
			return '2026-03-05T10:00:00+01:00';
		case 'duration':
			return '1h 30m';
		case 'number':
			return 4;
		case 'integer':
			return 12;
		case 'price':
			return '19.99';
		case 'currency':
			return 'GBP';
		case 'enum':
			return ( definition.options ?? [] )[ 0 ];
		case 'boolean':
			return true;
		case 'person':
			return 'Ada Baker';
		case 'organization':
			return 'Bakehouse';
		case 'type':
			return definition.of && ! trail.includes( definition.of )
				? fullValues( definition.of, trail )
				: undefined;
	}
	return undefined;
}

/** Every property of a type with a sample (a nested type already on the path is left out). */
function fullValues( type: string, trail: string[] = [] ): InstanceValues {
	const values: InstanceValues = {};
	for ( const [ name, definition ] of propertiesOf( type ) ) {
		const value = sample( name, definition, [ ...trail, type ] );
		if ( value !== undefined ) {
			values[ name ] = definition.list ? [ value ] : value;
		}
	}
	return values;
}

function fullNode( type: string ): JsonLdNode {
	const node = buildNode(
		{ type, id: 'full', values: fullValues( type ) },
		{},
		PAGE
	);
	if ( node === null ) {
		throw new Error( `No node for ${ type }` );
	}
	return node;
}

function validate( nodes: JsonLdNode[] ): Issue[][] {
	const run = spawnSync(
		process.execPath,
		[ path.join( __dirname, 'adobe-validator.mjs' ) ],
		{
			input: JSON.stringify( nodes ),
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
		}
	);
	if ( run.status !== 0 ) {
		throw new Error( `adobe-validator.mjs failed: ${ run.stderr }` );
	}
	return JSON.parse( run.stdout ) as Issue[][];
}

const offered = offeredTypes();
const nested = typeNames().filter( ( type ) => typeDefinition( type )?.nested );
const offeredNodes = offered.map( fullNode );
// Each nested type on its own too, so a type reached only through `types` (VirtualLocation) is judged.
const nestedNodes = nested.map( fullNode );
let offeredIssues: Issue[][] = [];
let nestedIssues: Issue[][] = [];

beforeAll( () => {
	const issues = validate( [ ...offeredNodes, ...nestedNodes ] );
	offeredIssues = issues.slice( 0, offeredNodes.length );
	nestedIssues = issues.slice( offeredNodes.length );
}, 60000 );

describe( 'every offered type, fully filled, before @adobe/structured-data-validator', () => {
	it( 'offers the page types the issue asks for', () => {
		expect( offered ).toEqual(
			expect.arrayContaining( [
				'Article',
				'BlogPosting',
				'NewsArticle',
				'WebPage',
				'AboutPage',
				'ContactPage',
				'FAQPage',
				'ProfilePage',
				'CollectionPage',
				'SearchResultsPage',
				'Product',
				'ProductGroup',
				'Recipe',
				'Event',
				'LocalBusiness',
				'Restaurant',
				'Store',
				'MedicalBusiness',
				'ProfessionalService',
				'Organization',
				'Person',
				'Course',
				'SoftwareApplication',
				'VideoObject',
				'HowTo',
				'JobPosting',
				'Service',
				'Book',
			] )
		);
	} );

	it.each( offered.map( ( type, index ) => [ type, index ] ) )(
		'%s: every property built, nothing required missing, no validator error',
		( type, index ) => {
			const node = offeredNodes[ index as number ];
			expect(
				Object.keys( node ).filter( ( key ) => ! key.startsWith( '@' ) )
			).toEqual(
				propertiesOf( type as string ).map( ( [ name ] ) => name )
			);
			expect(
				checkNode( node ).filter(
					( finding ) => finding.level === 'error'
				)
			).toEqual( [] );
			expect(
				offeredIssues[ index as number ].filter(
					( issue ) => issue.severity === 'ERROR'
				)
			).toEqual( [] );
		}
	);

	it( 'uses only types and properties schema.org defines for them', () => {
		const schemaIssues = [ ...offeredIssues, ...nestedIssues ]
			.flat()
			.filter( ( issue ) => issue.errorType === 'schemaOrg' );
		expect( schemaIssues ).toEqual( [] );
	} );

	it( 'reports what the validator requires of a product, as a check that it judges at all', () => {
		const [ issues ] = validate( [
			{ '@type': 'Product', name: 'Lemon Cake' },
		] );
		expect( issues ).toEqual(
			expect.arrayContaining( [
				expect.objectContaining( {
					severity: 'ERROR',
					fieldNames: [ 'offers' ],
				} ),
			] )
		);
	} );
} );

interface ContentCase {
	name: string;
	graph: {
		webpage: JsonLdNode;
		nodes: JsonLdNode[];
	} | null;
}

const contentCases = (
	JSON.parse(
		readFileSync(
			path.join(
				__dirname,
				'../../../tests/fixtures/structured-data/content-blocks.json'
			),
			'utf8'
		)
	) as { cases: ContentCase[] }
 ).cases.filter( ( contentCase ) => contentCase.graph !== null );

/** A reference ({ "@id": … }) replaced by the node of the graph it names. */
function resolve( value: unknown, nodes: JsonLdNode[] ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( ( item ) => resolve( item, nodes ) );
	}
	if ( value && typeof value === 'object' ) {
		const id = ( value as JsonLdNode )[ '@id' ];
		const keys = Object.keys( value );
		if ( keys.length === 1 && typeof id === 'string' ) {
			const node = nodes.find(
				( candidate ) => candidate[ '@id' ] === id
			);
			if ( ! node ) {
				throw new Error( `Nothing in the graph is ${ id }` );
			}
			return node;
		}
	}
	return value;
}

/** The page as Google reads it: the WebPage with what it links to in place. */
function contentPage( contentCase: ContentCase ): JsonLdNode {
	const graph = contentCase.graph as NonNullable< ContentCase[ 'graph' ] >;
	const page: JsonLdNode = {
		'@type': graph.webpage[ '@type' ],
		'@id': 'http://example.org/lemon-cake/#webpage',
		url: 'http://example.org/lemon-cake/',
		name: 'Lemon Cake',
	};
	for ( const key of [ 'mainEntity', 'about', 'hasPart' ] ) {
		if ( graph.webpage[ key ] !== undefined ) {
			page[ key ] = resolve(
				graph.webpage[ key ],
				graph.nodes
			) as JsonLdNode;
		}
	}
	return page;
}

describe( 'the pages of the content blocks, before @adobe/structured-data-validator', () => {
	const pages = contentCases.map( contentPage );
	let pageIssues: Issue[][] = [];

	beforeAll( () => {
		pageIssues = validate( pages );
	}, 60000 );

	it( 'judges an FAQ page and a how-to page', () => {
		const types = pages.flatMap( ( page ) => [
			...( [] as unknown[] ).concat( page[ '@type' ] ),
			...( [] as unknown[] )
				.concat( page.mainEntity ?? [], page.hasPart ?? [] )
				.map( ( node ) => ( node as JsonLdNode )[ '@type' ] ),
		] );
		expect( types ).toEqual(
			expect.arrayContaining( [ 'FAQPage', 'Question', 'HowTo' ] )
		);
	} );

	it.each(
		contentCases.map( ( contentCase, index ) => [
			contentCase.name,
			index,
		] )
	)(
		'%s: no validator error, nothing Google requires missing',
		( _name, index ) => {
			const page = pages[ index as number ];
			expect(
				pageIssues[ index as number ].filter(
					( issue ) => issue.severity === 'ERROR'
				)
			).toEqual( [] );
			const linked = ( [] as unknown[] ).concat(
				page.mainEntity ?? [],
				page.hasPart ?? []
			) as JsonLdNode[];
			if (
				( [] as unknown[] )
					.concat( page[ '@type' ] )
					.includes( 'FAQPage' )
			) {
				// Google's FAQPage: mainEntity, a list of Questions, each with name and acceptedAnswer.text.
				const faq = {
					'@type': 'FAQPage',
					mainEntity: page.mainEntity,
				} as JsonLdNode;
				expect(
					checkNode( faq ).filter(
						( finding ) => finding.level === 'error'
					)
				).toEqual( [] );
				expect(
					( page.mainEntity as JsonLdNode[] ).length
				).toBeGreaterThan( 0 );
			}
			for ( const node of linked ) {
				expect(
					checkNode( node ).filter(
						( finding ) => finding.level === 'error'
					)
				).toEqual( [] );
			}
		}
	);

	it( 'reports a step without text, as a check that it judges the steps at all', () => {
		const [ issues ] = validate( [
			{
				'@type': 'HowTo',
				name: 'Lemon Cake',
				step: [ { '@type': 'HowToStep', name: 'Zest' } ],
			},
		] );
		expect( issues ).toEqual(
			expect.arrayContaining( [
				expect.objectContaining( { severity: 'ERROR' } ),
			] )
		);
	} );

	it( 'uses only types and properties schema.org defines for them', () => {
		expect(
			pageIssues
				.flat()
				.filter( ( issue ) => issue.errorType === 'schemaOrg' )
		).toEqual( [] );
	} );
} );
