/**
 * The check rule, the twin of Sightline\Structured_Data\Checker: a built node → what it lacks for
 * Google's rich results. A missing required property is an error, a missing recommended one a warning,
 * each naming the property by its path ("offers.price" for the price of an offer of a product); nested
 * nodes are checked by their own type, and a path is reported once however many items lack it. A nested
 * node of a type a page may have as its main type (an Organization as publisher, a Product as a
 * variant, a VideoObject in a recipe) is held to its required properties only: Google recommends the
 * rest for that type as a page's main item, and warnings for all of them would bury the page's own.
 */
import { __, sprintf } from '@wordpress/i18n';

import { isNestedKind, propertiesOf, typeDefinition } from './catalogue';
import type { JsonLdNode, NodeValue } from './build';

export type FindingLevel = 'error' | 'warning';

export interface Finding {
	/** The property's path from the checked node, e.g. `offers.price`. */
	field: string;
	level: FindingLevel;
	message: string;
}

function isNode( value: NodeValue | undefined ): value is JsonLdNode {
	return (
		typeof value === 'object' &&
		! Array.isArray( value ) &&
		typeof value[ '@type' ] === 'string'
	);
}

function add( findings: Finding[], field: string, level: FindingLevel ): void {
	if (
		findings.some(
			( finding ) => finding.field === field && finding.level === level
		)
	) {
		return;
	}
	const message =
		level === 'error'
			? sprintf(
					/* translators: %s: name of a structured-data property, e.g. offers.price. */
					__( 'Missing required property: %s.', 'sightline-seo' ),
					field
				)
			: sprintf(
					/* translators: %s: name of a structured-data property, e.g. video. */
					__( 'Missing recommended property: %s.', 'sightline-seo' ),
					field
				);
	findings.push( { field, level, message } );
}

function checkProperties(
	node: JsonLdNode,
	prefix: string,
	warnings: boolean,
	findings: Finding[]
): void {
	for ( const [ name, definition ] of propertiesOf( node[ '@type' ] ) ) {
		const field = prefix + name;
		const value = node[ name ];
		if ( value === undefined ) {
			if ( definition.required ) {
				add( findings, field, 'error' );
			} else if ( definition.recommended && warnings ) {
				add( findings, field, 'warning' );
			}
			continue;
		}
		if ( ! isNestedKind( definition.kind ) ) {
			continue;
		}
		for ( const item of Array.isArray( value ) ? value : [ value ] ) {
			if ( isNode( item ) ) {
				const helper =
					typeDefinition( item[ '@type' ] )?.nested === true;
				checkProperties(
					item,
					field + '.',
					warnings && helper,
					findings
				);
			}
		}
	}
}

/** The findings of a node in catalogue order, each nested node's where its property stands. */
export function checkNode( node: JsonLdNode ): Finding[] {
	const findings: Finding[] = [];
	checkProperties( node, '', true, findings );
	return findings;
}
