/**
 * wpml-config.xml, the file WPML reads from a plugin's folder to learn what it translates, built from our
 * schema files so it never falls behind them:
 * - each per-object field of includes/settings/object-meta.json (post meta and term meta `_sightline_<name>`)
 *   with its `x-wpml` action: translate (a text that differs per language), copy (the same in every
 *   translation), copy-once (copied when a translation is made, then its own), ignore;
 * - our other meta keys (below), which no schema file describes;
 * - the settings (option `sightline_settings`) marked `"x-wpml": "translate"` in global-settings.json, as
 *   admin texts: a marked string is one key, a marked object every string under it (`*` for a map keyed
 *   by slug).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Meta keys outside object-meta.json (PHP: Uninstaller::meta_keys()), with what a translation does with them. */
const OTHER_META = {
	// A page's own schema.org items: copied into a new translation, then edited in its language.
	_sightline_structured_data: 'copy-once',
	// What WordPress's oEmbed fetch said of a post's videos: read again by each translation's own embeds.
	_sightline_oembed: 'ignore',
	// The migration's marks and reports, kept per object.
	_sightline_migrated_from: 'ignore',
	_sightline_migration_report: 'ignore',
	_sightline_migrated_values: 'ignore',
	// The scores stored at save: each translation is scored from its own text when it is saved.
	_sightline_seo_score: 'ignore',
	_sightline_readability_score: 'ignore',
	// A post that had nothing to score when the backfill read it: each translation is its own.
	_sightline_score_empty: 'ignore',
};

const OPTION = 'sightline_settings';
const ACTIONS = [ 'translate', 'copy', 'copy-once', 'ignore' ];

function escape( text ) {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' );
}

/**
 * The admin-text keys of every string under a schema node, indented for the file.
 *
 * @param {Object} schema A settings schema node marked for translation (or inside one).
 * @param {string} pad    The indentation of the keys.
 * @return {string[]} Lines.
 */
function stringKeys( schema, pad ) {
	const lines = [];
	for ( const [ name, child ] of Object.entries( schema.properties ?? {} ) ) {
		lines.push( ...keyOf( name, child, pad ) );
	}
	if (
		schema.additionalProperties &&
		typeof schema.additionalProperties === 'object'
	) {
		lines.push( ...keyOf( '*', schema.additionalProperties, pad ) );
	}
	return lines;
}

function keyOf( name, schema, pad ) {
	if ( schema.type === 'string' ) {
		return [ `${ pad }<key name="${ escape( name ) }" />` ];
	}
	if ( schema.type !== 'object' ) {
		return [];
	}
	const inner = stringKeys( schema, pad + '\t' );
	return inner.length
		? [
				`${ pad }<key name="${ escape( name ) }">`,
				...inner,
				`${ pad }</key>`,
			]
		: [];
}

/**
 * The settings WPML translates: keys marked x-wpml, wherever they are in the schema.
 *
 * @param {Object} schema A node of global-settings.json.
 * @param {string} pad    The indentation of the keys.
 * @return {string[]} Lines.
 */
function markedKeys( schema, pad ) {
	const lines = [];
	for ( const [ name, child ] of Object.entries( schema.properties ?? {} ) ) {
		if ( child[ 'x-wpml' ] === 'translate' ) {
			lines.push( ...keyOf( name, child, pad ) );
		} else if ( child.type === 'object' ) {
			const inner = markedKeys( child, pad + '\t' );
			if ( inner.length ) {
				lines.push(
					`${ pad }<key name="${ escape( name ) }">`,
					...inner,
					`${ pad }</key>`
				);
			}
		}
	}
	return lines;
}

export function wpmlConfigFile( root ) {
	const read = ( file ) =>
		JSON.parse(
			readFileSync( join( root, 'includes/settings', file ), 'utf8' )
		);
	const meta = read( 'object-meta.json' );
	const fields = {};
	for ( const [ name, schema ] of Object.entries( meta.properties ) ) {
		if ( ! ACTIONS.includes( schema[ 'x-wpml' ] ) ) {
			throw new Error(
				`object-meta.json: "${ name }" needs an x-wpml action (${ ACTIONS.join( ', ' ) }).`
			);
		}
		fields[ `_sightline_${ name }` ] = schema[ 'x-wpml' ];
	}
	Object.assign( fields, OTHER_META );
	const field = ( tag ) =>
		Object.entries( fields ).map(
			( [ key, action ] ) =>
				`\t\t<${ tag } action="${ action }">${ escape( key ) }</${ tag }>`
		);
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<!-- Generated from includes/settings/*.json by tools/generate-types.mjs. Do not edit: run `npm run types`. -->',
		'<wpml-config>',
		'\t<custom-fields>',
		...field( 'custom-field' ),
		'\t</custom-fields>',
		'\t<custom-term-fields>',
		...field( 'custom-term-field' ),
		'\t</custom-term-fields>',
		'\t<admin-texts>',
		`\t\t<key name="${ OPTION }">`,
		...markedKeys( read( 'global-settings.json' ), '\t\t\t' ),
		'\t\t</key>',
		'\t</admin-texts>',
		'</wpml-config>',
		'',
	].join( '\n' );
}
