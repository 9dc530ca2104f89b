/**
 * One list of display rules of a structured data set ("Show on" or "Never show on"): each rule named
 * in words with a button to remove it, and a form to add one (a kind, then the post type, taxonomy,
 * post, term or author it names, searched by title).
 */
import { Button, ComboboxControl, SelectControl } from '@wordpress/components';
import { useDebounce } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import type { ObjectKind } from '../../../store';
import { useSiteSettings } from '../../components/use-site-settings';
import { formatRule, parseRule, ruleKinds } from './display-rules';
import type { RuleKind } from './display-rules';

export function RuleList( {
	title,
	rules,
	onChange,
}: {
	title: string;
	rules: string[];
	onChange: ( rules: string[] ) => void;
} ) {
	return (
		<fieldset className="sightline-schema-rules">
			<legend>{ title }</legend>
			{ rules.length === 0 ? (
				<p className="sightline-schema-rules__empty">
					{ __( 'No rule.', 'sightline-seo' ) }
				</p>
			) : (
				<ul>
					{ rules.map( ( rule ) => (
						<li key={ rule }>
							<RuleLabel rule={ rule } />
							<Button
								variant="link"
								isDestructive
								onClick={ () =>
									onChange(
										rules.filter(
											( other ) => other !== rule
										)
									)
								}
							>
								{ __( 'Remove', 'sightline-seo' ) }
							</Button>
						</li>
					) ) }
				</ul>
			) }
			<RuleAdder
				onAdd={ ( rule ) =>
					rules.includes( rule )
						? null
						: onChange( [ ...rules, rule ] )
				}
			/>
		</fieldset>
	);
}

/** A rule in words: its kind, and the name of what it points at. */
export function RuleLabel( { rule }: { rule: string } ) {
	const parsed = parseRule( rule );
	const site = useSiteSettings();
	const objectKind = parsed ? objectKindOf( parsed.kind ) : null;
	const objectId = objectKind && parsed ? Number( parsed.value ) : 0;
	const object = useSelect(
		( select ) =>
			objectKind
				? select( store ).getObject( objectKind, objectId )
				: undefined,
		[ objectKind, objectId ]
	);
	if ( ! parsed ) {
		return <span>{ rule }</span>;
	}
	let name = parsed.value;
	if ( parsed.kind.value === 'post_type' ) {
		name =
			site?.post_types.find( ( type ) => type.slug === parsed.value )
				?.label ?? parsed.value;
	} else if ( parsed.kind.value === 'taxonomy' ) {
		name =
			site?.taxonomies.find( ( type ) => type.slug === parsed.value )
				?.label ?? parsed.value;
	} else if ( objectKind ) {
		name =
			object?.label ||
			/* translators: %s: the id of a post, term or user. */
			sprintf( __( '#%s', 'sightline-seo' ), parsed.value );
	}
	if ( ! name ) {
		return <span>{ parsed.kind.label }</span>;
	}
	/* translators: 1: kind of rule, e.g. "One post or page", 2: what it names. */
	const label = __( '%1$s: %2$s', 'sightline-seo' );
	return <span>{ sprintf( label, parsed.kind.label, name ) }</span>;
}

function objectKindOf( kind: RuleKind ): ObjectKind | null {
	return kind.value === 'post' ||
		kind.value === 'term' ||
		kind.value === 'author'
		? kind.value
		: null;
}

function RuleAdder( { onAdd }: { onAdd: ( rule: string ) => void } ) {
	const kinds = ruleKinds();
	const [ word, setWord ] = useState( kinds[ 0 ].word );
	const [ value, setValue ] = useState( '' );
	const kind =
		kinds.find( ( candidate ) => candidate.word === word ) ?? kinds[ 0 ];
	const rule = formatRule( kind, value );
	return (
		<div className="sightline-schema-rules__add">
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Rule', 'sightline-seo' ) }
				value={ word }
				options={ kinds.map( ( candidate ) => ( {
					value: candidate.word,
					label: candidate.label,
				} ) ) }
				onChange={ ( next ) => {
					setWord( next );
					setValue( '' );
				} }
			/>
			<RuleValue kind={ kind } value={ value } onChange={ setValue } />
			<Button
				variant="secondary"
				disabled={ rule === '' }
				onClick={ () => {
					onAdd( rule );
					setValue( '' );
				} }
			>
				{ __( 'Add rule', 'sightline-seo' ) }
			</Button>
		</div>
	);
}

function RuleValue( {
	kind,
	value,
	onChange,
}: {
	kind: RuleKind;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	const site = useSiteSettings();
	if ( kind.value === 'none' ) {
		return null;
	}
	if ( kind.value === 'post_type' || kind.value === 'taxonomy' ) {
		const types =
			( kind.value === 'post_type'
				? site?.post_types
				: site?.taxonomies ) ?? [];
		return (
			<SelectControl
				__nextHasNoMarginBottom
				label={
					kind.value === 'post_type'
						? __( 'Post type', 'sightline-seo' )
						: __( 'Taxonomy', 'sightline-seo' )
				}
				value={ value }
				options={ [
					{ value: '', label: __( 'Choose…', 'sightline-seo' ) },
					...types.map( ( type ) => ( {
						value: type.slug,
						label: type.label,
					} ) ),
				] }
				onChange={ onChange }
			/>
		);
	}
	return (
		<ObjectSearch
			kind={ kind.value }
			value={ value }
			onChange={ onChange }
		/>
	);
}

function ObjectSearch( {
	kind,
	value,
	onChange,
}: {
	kind: ObjectKind;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	const [ search, setSearch ] = useState( '' );
	const setSearchSoon = useDebounce( setSearch, 300 );
	const options = useSelect(
		( select ) => select( store ).searchObjects( kind, search ),
		[ kind, search ]
	);
	const labels = {
		post: __( 'Post or page', 'sightline-seo' ),
		term: __( 'Category, tag or term', 'sightline-seo' ),
		author: __( 'Author', 'sightline-seo' ),
	};
	return (
		<ComboboxControl
			__nextHasNoMarginBottom
			label={ labels[ kind ] }
			help={ __( 'Type to search by title or name.', 'sightline-seo' ) }
			value={ value }
			options={ ( options ?? [] ).map( ( option ) => ( {
				value: String( option.id ),
				label: option.subtype
					? `${ option.label } (${ option.subtype })`
					: option.label,
			} ) ) }
			onFilterValueChange={ setSearchSoon }
			onChange={ ( next ) => onChange( next ?? '' ) }
		/>
	);
}
