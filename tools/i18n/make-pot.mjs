/**
 * Writes languages/sightline-seo.pot: every string of the text domain in the PHP (plugin.php,
 * uninstall.php, includes/), in the built JS (build/*.js, what WordPress loads and what JSON
 * translations are keyed to), in block.json and the plugin header, each with its translator comment.
 *
 *   node tools/i18n/make-pot.mjs          regenerate (npm run i18n:pot; run npm run build first)
 *   node tools/i18n/make-pot.mjs --check  exit 1 when the committed POT differs (the `pot` lint check)
 *
 * References name the file only (no line numbers, as xgettext --add-location=file), so the POT
 * changes only when a string, its comment or its file does, not whenever code moves.
 * PHP strings come from tools/i18n/php-strings.php (PHP's tokenizer); JS strings from the TypeScript
 * parser, which reads the minified bundles (the build keeps `translators:` comments). Block titles,
 * descriptions and keywords come from block.json (the Breadcrumbs block's) and includes/blocks/<name>/block.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join( dirname( fileURLToPath( import.meta.url ) ), '../..' );
const DOMAIN = 'sightline-seo';
const POT = join( ROOT, 'languages', `${ DOMAIN }.pot` );

/** Function => the role of each argument (s singular, p plural, c context, d domain, _ other). */
const GETTEXT = { __: 'sd', _x: 'scd', _n: 'sp_d', _nx: 'sp_cd' };

function filesUnder( dir, ext ) {
	return readdirSync( join( ROOT, dir ), { withFileTypes: true } ).flatMap(
		( entry ) => {
			const path = join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return filesUnder( path, ext );
			}
			return entry.name.endsWith( ext ) ? [ path ] : [];
		}
	);
}

function phpStrings() {
	const files = [
		'plugin.php',
		'uninstall.php',
		...filesUnder( 'includes', '.php' ),
	].sort();
	const json = execFileSync(
		'php',
		[ 'tools/i18n/php-strings.php', DOMAIN, ...files ],
		{
			cwd: ROOT,
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
		}
	);
	return JSON.parse( json );
}

/**
 * The name of a gettext callee: `__`, `x.__`, or the bundler's `(0, x.__)`.
 * @param node
 */
function calleeName( node ) {
	let callee = node.expression;
	while ( ts.isParenthesizedExpression( callee ) ) {
		callee = callee.expression;
	}
	if (
		ts.isBinaryExpression( callee ) &&
		callee.operatorToken.kind === ts.SyntaxKind.CommaToken
	) {
		callee = callee.right;
	}
	if ( ts.isIdentifier( callee ) ) {
		return callee.text;
	}
	if ( ts.isPropertyAccessExpression( callee ) ) {
		return callee.name.text;
	}
	return '';
}

function translatorComment( text, node, used ) {
	// The comment right before the call, or before the expression, property or statement around it
	// (`/* translators */ label: sprintf( __(` ), as wp i18n make-pot reads them; three levels at most.
	let level = 0;
	for (
		let at = node;
		at && ! ts.isSourceFile( at ) && level < 4;
		at = at.parent, level++
	) {
		// TypeScript calls comments before the first line break "trailing" (of the token before): take both.
		const ranges = [
			...( ts.getTrailingCommentRanges( text, at.pos ) ?? [] ),
			...( ts.getLeadingCommentRanges( text, at.pos ) ?? [] ),
		];
		// A comment describes the first string after it, not the ones nested in the same call.
		const found = ranges.filter(
			( r ) =>
				! used.has( r.pos ) &&
				/translators:/i.test( text.slice( r.pos, r.end ) )
		);
		if ( found.length ) {
			const range = found[ found.length - 1 ];
			used.add( range.pos );
			return text
				.slice( range.pos, range.end )
				.replace( /^\/\*+|\*+\/$|^\/\//g, '' )
				.replace( /\s+/g, ' ' )
				.trim();
		}
		if ( ts.isStatement( at ) ) {
			break;
		}
	}
	return undefined;
}

function jsStrings() {
	const build = join( ROOT, 'build' );
	if ( ! existsSync( build ) ) {
		throw new Error( 'build/ is missing: run npm run build first.' );
	}
	const strings = [];
	for ( const name of readdirSync( build )
		.filter( ( f ) => f.endsWith( '.js' ) )
		.sort() ) {
		const file = `build/${ name }`;
		const text = readFileSync( join( ROOT, file ), 'utf8' );
		const source = ts.createSourceFile(
			file,
			text,
			ts.ScriptTarget.Latest,
			true,
			ts.ScriptKind.JS
		);
		const used = new Set();
		const visit = ( node ) => {
			if ( ts.isCallExpression( node ) ) {
				const name = calleeName( node );
				const roles = Object.hasOwn( GETTEXT, name )
					? GETTEXT[ name ]
					: undefined;
				if ( roles ) {
					const entry = {};
					[ ...roles ].forEach( ( role, index ) => {
						const arg = node.arguments[ index ];
						if (
							role !== '_' &&
							arg &&
							( ts.isStringLiteral( arg ) ||
								ts.isNoSubstitutionTemplateLiteral( arg ) )
						) {
							entry[ role ] = arg.text;
						}
					} );
					if ( entry.d === DOMAIN && entry.s ) {
						const string = { msgid: entry.s, file };
						if ( entry.p !== undefined ) {
							string.msgid_plural = entry.p;
						}
						if ( entry.c !== undefined ) {
							string.msgctxt = entry.c;
						}
						const comment = translatorComment( text, node, used );
						if ( comment ) {
							string.comment = comment;
						}
						strings.push( string );
					}
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
	return strings;
}

/** What wp i18n make-pot takes from the blocks' block.json files and the plugin header. */
function metadataStrings() {
	const strings = [];
	const blockFiles = [
		'block.json',
		...filesUnder( 'includes/blocks', '.json' )
			.filter( ( file ) => file.endsWith( '/block.json' ) )
			.sort(),
	];
	for ( const file of blockFiles ) {
		const block = JSON.parse( readFileSync( join( ROOT, file ), 'utf8' ) );
		if ( block.textdomain !== DOMAIN ) {
			continue;
		}
		strings.push( {
			msgid: block.title,
			msgctxt: 'block title',
			file,
		} );
		strings.push( {
			msgid: block.description,
			msgctxt: 'block description',
			file,
		} );
		for ( const keyword of block.keywords ?? [] ) {
			strings.push( {
				msgid: keyword,
				msgctxt: 'block keyword',
				file,
			} );
		}
	}
	const plugin = readFileSync( join( ROOT, 'plugin.php' ), 'utf8' );
	for ( const field of [
		'Plugin Name',
		'Plugin URI',
		'Description',
		'Author',
		'Author URI',
	] ) {
		const match = plugin.match(
			new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' )
		);
		if ( match && match[ 1 ].trim() ) {
			strings.push( {
				msgid: match[ 1 ].trim(),
				file: 'plugin.php',
				comment: `${ field } of the plugin`,
			} );
		}
	}
	return strings;
}

function quote( text ) {
	const escaped = text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\t/g, '\\t' )
		.replace( /\r/g, '\\r' );
	if ( ! escaped.includes( '\n' ) ) {
		return `"${ escaped }"`;
	}
	const parts = escaped
		.split( '\n' )
		.map( ( part, i, all ) =>
			i < all.length - 1 ? `${ part }\\n` : part
		)
		.filter( Boolean );
	return [ '""', ...parts.map( ( part ) => `"${ part }"` ) ].join( '\n' );
}

export function makePot() {
	const version = readFileSync( join( ROOT, 'plugin.php' ), 'utf8' )
		.match( /^[ \t/*#@]*Version:(.*)$/im )[ 1 ]
		.trim();
	const entries = new Map();
	for ( const string of [
		...metadataStrings(),
		...phpStrings(),
		...jsStrings(),
	] ) {
		const key = `${ string.msgctxt ?? '' }\u0004${ string.msgid }`;
		const entry = entries.get( key ) ?? {
			...string,
			files: [],
			comments: [],
		};
		entry.msgid_plural ??= string.msgid_plural;
		const file = relative( ROOT, join( ROOT, string.file ) );
		if ( ! entry.files.includes( file ) ) {
			entry.files.push( file );
		}
		if ( string.comment && ! entry.comments.includes( string.comment ) ) {
			entry.comments.push( string.comment );
		}
		entries.set( key, entry );
	}
	const out = [
		'# Copyright (C) Sightline SEO',
		'# This file is distributed under the GPL-2.0-or-later.',
		'# Generated by tools/i18n/make-pot.mjs (npm run i18n:pot); do not edit.',
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: Sightline SEO ${ version }\\n"`,
		'"Report-Msgid-Bugs-To: \\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"Language-Team: \\n"',
		`"X-Domain: ${ DOMAIN }\\n"`,
		'',
	];
	for ( const entry of entries.values() ) {
		entry.comments.forEach( ( comment ) => out.push( `#. ${ comment }` ) );
		out.push( `#: ${ entry.files.join( ' ' ) }` );
		if (
			/%(\d+\$)?[sdfuxXoce]/.test(
				entry.msgid + ( entry.msgid_plural ?? '' )
			)
		) {
			out.push( '#, php-format' );
		}
		if ( entry.msgctxt !== undefined ) {
			out.push( `msgctxt ${ quote( entry.msgctxt ) }` );
		}
		out.push( `msgid ${ quote( entry.msgid ) }` );
		if ( entry.msgid_plural !== undefined ) {
			out.push(
				`msgid_plural ${ quote( entry.msgid_plural ) }`,
				'msgstr[0] ""',
				'msgstr[1] ""'
			);
		} else {
			out.push( 'msgstr ""' );
		}
		out.push( '' );
	}
	return { pot: out.join( '\n' ), count: entries.size };
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const { pot, count } = makePot();
	if ( process.argv.includes( '--check' ) ) {
		const committed = existsSync( POT ) ? readFileSync( POT, 'utf8' ) : '';
		if ( committed !== pot ) {
			process.stderr.write(
				`Drift: ${ relative( ROOT, POT ) } does not hold the strings of the PHP and the built JS. Run \`npm run build && npm run i18n:pot\` and commit.\n`
			);
			process.exit( 1 );
		}
		process.stdout.write(
			`${ relative( ROOT, POT ) } is up to date (${ count } strings).\n`
		);
	} else {
		writeFileSync( POT, pot );
		process.stdout.write(
			`Wrote ${ relative( ROOT, POT ) } (${ count } strings).\n`
		);
	}
}
