/**
 * The display rules of a site-wide structured data set, as the Schema screen edits them: a rule is a
 * word, or a word and a value (`post_type:product`, `term:12`). The server reads them
 * (includes/structured-data/class-display-rules.php); here each rule is split into what the screen
 * asks for, and labelled.
 */
import { __ } from '@wordpress/i18n';

/** What a rule's value is: nothing, a post type or taxonomy name, or the id of a post, term or author. */
export type RuleValueKind =
	'none' | 'post_type' | 'taxonomy' | 'post' | 'term' | 'author';

export interface RuleKind {
	/** The rule's word (with `special:` pages as their own words: `special:front`). */
	word: string;
	value: RuleValueKind;
	label: string;
}

/** Every kind of rule, in the order the screen offers them. */
export function ruleKinds(): RuleKind[] {
	return [
		{
			word: 'site',
			value: 'none',
			label: __( 'Entire site', 'sightline-seo' ),
		},
		{
			word: 'singular',
			value: 'none',
			label: __( 'All single posts and pages', 'sightline-seo' ),
		},
		{
			word: 'post_type',
			value: 'post_type',
			label: __( 'Single pages of a post type', 'sightline-seo' ),
		},
		{
			word: 'post',
			value: 'post',
			label: __( 'One post or page', 'sightline-seo' ),
		},
		{
			word: 'in_term',
			value: 'term',
			label: __( 'Posts with a category, tag or term', 'sightline-seo' ),
		},
		{
			word: 'archive',
			value: 'none',
			label: __( 'All archives', 'sightline-seo' ),
		},
		{
			word: 'post_type_archive',
			value: 'post_type',
			label: __( 'The archive of a post type', 'sightline-seo' ),
		},
		{
			word: 'taxonomy',
			value: 'taxonomy',
			label: __( 'Archives of a taxonomy', 'sightline-seo' ),
		},
		{
			word: 'term',
			value: 'term',
			label: __( 'One category, tag or term archive', 'sightline-seo' ),
		},
		{
			word: 'author',
			value: 'author',
			label: __( "One author's archive", 'sightline-seo' ),
		},
		{
			word: 'special:front',
			value: 'none',
			label: __( 'Front page', 'sightline-seo' ),
		},
		{
			word: 'special:blog',
			value: 'none',
			label: __( 'Blog page', 'sightline-seo' ),
		},
		{
			word: 'special:search',
			value: 'none',
			label: __( 'Search results', 'sightline-seo' ),
		},
		{
			word: 'special:404',
			value: 'none',
			label: __( '404 page', 'sightline-seo' ),
		},
		{
			word: 'special:author',
			value: 'none',
			label: __( 'All author archives', 'sightline-seo' ),
		},
		{
			word: 'special:date',
			value: 'none',
			label: __( 'Date archives', 'sightline-seo' ),
		},
	];
}

export interface ParsedRule {
	kind: RuleKind;
	/** The post type or taxonomy name, or the id as text; '' for a rule without a value. */
	value: string;
}

/** A rule as the screen edits it, or null for text that is no rule. */
export function parseRule( rule: string ): ParsedRule | null {
	const kinds = ruleKinds();
	const whole = kinds.find(
		( kind ) => kind.value === 'none' && kind.word === rule
	);
	if ( whole ) {
		return { kind: whole, value: '' };
	}
	const colon = rule.indexOf( ':' );
	if ( colon < 1 ) {
		return null;
	}
	const word = rule.slice( 0, colon );
	const value = rule.slice( colon + 1 );
	const kind = kinds.find(
		( candidate ) => candidate.value !== 'none' && candidate.word === word
	);
	if ( ! kind || ! isValueOf( kind.value, value ) ) {
		return null;
	}
	return { kind, value };
}

/** The rule text of a kind and value; '' while a value it needs is missing or wrong. */
export function formatRule( kind: RuleKind, value: string ): string {
	if ( kind.value === 'none' ) {
		return kind.word;
	}
	return isValueOf( kind.value, value ) ? `${ kind.word }:${ value }` : '';
}

function isValueOf( kind: RuleValueKind, value: string ): boolean {
	switch ( kind ) {
		case 'post_type':
		case 'taxonomy':
			return /^[a-z0-9_-]{1,32}$/.test( value );
		case 'post':
		case 'term':
		case 'author':
			return /^[1-9][0-9]{0,19}$/.test( value );
		default:
			return value === '';
	}
}
