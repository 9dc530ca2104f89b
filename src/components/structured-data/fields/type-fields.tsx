/**
 * The fields of one type's values, each by its property's kind: the ones Google requires or
 * recommends (and at the top level those with a default) first, the others behind a toggle; a nested
 * type's values (an offer, an address, an author) in their own group with its type to choose where
 * several fit; a repeatable property as a list with Add and Remove. Every change goes up as
 * (path under the instance's values, new value or undefined to unset).
 */
import { Button, CheckboxControl, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	acceptedTypes,
	propertiesOf,
	type InstanceValue,
	type InstanceValues,
	type PropertyDefinition,
} from '../../../structured-data';
import {
	defaultTypeOf,
	isNestedKind,
} from '../../../structured-data/catalogue';
import { withValue, type ValuePath } from '../instances';
import { fieldLabel, optionLabel, typeLabel } from '../labels';
import { ImageControl } from './image-control';
import { ScalarControl, textOf } from './scalar-control';

export type SetValue = (
	path: ValuePath,
	value: InstanceValue | undefined
) => void;

interface TypeFieldsProps {
	type: string;
	values: InstanceValues;
	path: ValuePath;
	set: SetValue;
	/** 0 for an instance's own properties. */
	depth: number;
	/** What fills the name when the whole nested value is unset (an author's %author_name%). */
	namePlaceholder?: string;
}

interface PropertyFieldProps {
	type: string;
	name: string;
	definition: PropertyDefinition;
	value: InstanceValue | undefined;
	path: ValuePath;
	set: SetValue;
	depth: number;
	placeholder?: string;
}

function isRecord( value: unknown ): value is InstanceValues {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** A nested value as an object of values; text alone (a migrated author's name) is its name. */
function nestedValues( value: InstanceValue | undefined ): InstanceValues {
	if ( isRecord( value ) ) {
		return value;
	}
	return typeof value === 'string' && value !== '' ? { name: value } : {};
}

/** A repeatable property's items: a single stored value is one item. */
function listItems( value: InstanceValue | undefined ): InstanceValue[] {
	if ( Array.isArray( value ) ) {
		return value;
	}
	return value === undefined || value === null ? [] : [ value ];
}

function placeholderOf( definition: PropertyDefinition ): string | undefined {
	return definition.default === undefined
		? undefined
		: String( definition.default );
}

export function TypeFields( {
	type,
	values,
	path,
	set,
	depth,
	namePlaceholder,
}: TypeFieldsProps ) {
	const [ showAll, setShowAll ] = useState( false );
	const properties = propertiesOf( type );
	const isMain = ( name: string, definition: PropertyDefinition ) =>
		definition.required ||
		definition.recommended ||
		( depth === 0 && definition.default !== undefined ) ||
		values[ name ] !== undefined;
	const main = properties.filter( ( [ name, definition ] ) =>
		isMain( name, definition )
	);
	const more = properties.length - main.length;
	const shown = showAll ? properties : main;
	return (
		<div className="sightline-schema-fields">
			{ shown.map( ( [ name, definition ] ) => (
				<PropertyField
					key={ name }
					type={ type }
					name={ name }
					definition={ definition }
					value={ values[ name ] }
					path={ [ ...path, name ] }
					set={ set }
					depth={ depth }
					placeholder={
						name === 'name' && namePlaceholder !== undefined
							? namePlaceholder
							: placeholderOf( definition )
					}
				/>
			) ) }
			{ more > 0 && (
				<Button
					variant="link"
					aria-expanded={ showAll }
					onClick={ () => setShowAll( ! showAll ) }
				>
					{ showAll
						? __( 'Fewer properties', 'sightline-seo' )
						: sprintf(
								/* translators: %d: number of optional properties not shown. */
								__( 'More properties (%d)', 'sightline-seo' ),
								more
							) }
				</Button>
			) }
		</div>
	);
}

function PropertyField( props: PropertyFieldProps ) {
	const { definition } = props;
	if ( definition.list ) {
		return definition.kind === 'enum' ? (
			<EnumListField { ...props } />
		) : (
			<ListField { ...props } />
		);
	}
	return <SingleField { ...props } />;
}

/** One value: a plain control, an image, or a nested type's group. */
function SingleField( {
	type,
	name,
	definition,
	value,
	path,
	set,
	depth,
	placeholder,
}: PropertyFieldProps ) {
	const label = fieldLabel( type, name, definition );
	if ( definition.kind === 'image' && ! isRecord( value ) ) {
		return (
			<ImageControl
				label={ label }
				value={ textOf( value ) }
				placeholder={ placeholder }
				onChange={ ( url ) =>
					set( path, url === '' ? undefined : url )
				}
			/>
		);
	}
	if ( isNestedKind( definition.kind ) ) {
		return (
			<NestedField
				label={ label }
				definition={ definition }
				value={ value }
				path={ path }
				set={ set }
				depth={ depth }
				namePlaceholder={ placeholder }
				removable={ ! definition.required }
			/>
		);
	}
	return (
		<ScalarControl
			label={ label }
			definition={ definition }
			value={ value }
			placeholder={ placeholder }
			onChange={ ( next ) => set( path, next === '' ? undefined : next ) }
		/>
	);
}

interface NestedFieldProps {
	label: string;
	definition: PropertyDefinition;
	value: InstanceValue | undefined;
	path: ValuePath;
	set: SetValue;
	depth: number;
	namePlaceholder?: string;
	/** Whether the group can be cleared (an optional property; a list item has its own Remove). */
	removable: boolean;
}

/**
 * A nested type's values in a group of their own. An optional one starts closed behind an Add button
 * unless it holds something; text alone (a migrated author's name) is shown as the name.
 */
function NestedField( {
	label,
	definition,
	value,
	path,
	set,
	depth,
	namePlaceholder,
	removable,
}: NestedFieldProps ) {
	const [ open, setOpen ] = useState( ! removable || value !== undefined );
	const accepted = acceptedTypes( definition );
	const fallbackType = defaultTypeOf( definition );
	const values = nestedValues( value );
	const chosen =
		typeof values[ '@type' ] === 'string' &&
		accepted.includes( values[ '@type' ] as string )
			? ( values[ '@type' ] as string )
			: fallbackType;
	if ( ! open ) {
		return (
			<Button
				variant="secondary"
				size="compact"
				className="sightline-schema-add-nested"
				aria-expanded={ false }
				onClick={ () => setOpen( true ) }
			>
				{
					/* translators: %s: name of a structured-data property, e.g. Brand (recommended). */
					sprintf( __( 'Add %s', 'sightline-seo' ), label )
				}
			</Button>
		);
	}
	// A text value becomes the object it stands for at the first edit inside the group.
	const setInside: SetValue = ( inner, next ) =>
		isRecord( value )
			? set( inner, next )
			: set(
					path,
					withValue( values, inner.slice( path.length ), next )
				);
	const chooseType = ( next: string ) => {
		// Keep what the other type has too; `@type` only when it is not the property's own.
		const kept: InstanceValues = {};
		const properties = new Set(
			propertiesOf( next ).map( ( [ property ] ) => property )
		);
		for ( const [ key, item ] of Object.entries( values ) ) {
			if ( properties.has( key ) ) {
				kept[ key ] = item;
			}
		}
		if ( next !== fallbackType ) {
			kept[ '@type' ] = next;
		}
		set( path, kept );
	};
	return (
		<fieldset className="sightline-schema-group">
			<legend className="sightline-schema-group__legend">
				{ label }
			</legend>
			{ accepted.length > 1 && (
				<SelectControl
					label={
						/* translators: %s: name of a structured-data property, e.g. Author. */
						sprintf( __( '%s: type', 'sightline-seo' ), label )
					}
					value={ chosen }
					options={ accepted.map( ( option ) => ( {
						value: option,
						label: typeLabel( option ),
					} ) ) }
					onChange={ chooseType }
					__nextHasNoMarginBottom
				/>
			) }
			<TypeFields
				type={ chosen }
				values={ values }
				path={ path }
				set={ setInside }
				depth={ depth + 1 }
				namePlaceholder={
					value === undefined ? namePlaceholder : undefined
				}
			/>
			{ removable && (
				<Button
					variant="tertiary"
					size="compact"
					isDestructive
					onClick={ () => {
						set( path, undefined );
						setOpen( false );
					} }
				>
					{
						/* translators: %s: name of a structured-data property, e.g. Brand (recommended). */
						sprintf( __( 'Remove %s', 'sightline-seo' ), label )
					}
				</Button>
			) }
		</fieldset>
	);
}

/** A repeatable property: its items, each with Remove, and Add. No items: the default applies. */
function ListField( {
	type,
	name,
	definition,
	value,
	path,
	set,
	depth,
	placeholder,
}: PropertyFieldProps ) {
	const label = fieldLabel( type, name, definition );
	const items = listItems( value );
	const nested =
		isNestedKind( definition.kind ) && definition.kind !== 'image';
	const itemType = typeLabel( defaultTypeOf( definition ) );
	const itemLabel = ( index: number ) => {
		if ( nested ) {
			return sprintf(
				/* translators: 1: a type, e.g. Question; 2: its position in the list. */
				__( '%1$s %2$d', 'sightline-seo' ),
				itemType,
				index + 1
			);
		}
		return sprintf(
			/* translators: 1: name of a list property, e.g. Ingredients; 2: an item's position. */
			__( '%1$s, item %2$d', 'sightline-seo' ),
			label,
			index + 1
		);
	};
	const itemControl = ( item: InstanceValue, index: number ) => {
		if ( nested ) {
			return (
				<NestedField
					label={ itemLabel( index ) }
					definition={ definition }
					value={ item }
					path={ [ ...path, index ] }
					set={ setInside }
					depth={ depth }
					removable={ false }
				/>
			);
		}
		if ( definition.kind === 'image' && ! isRecord( item ) ) {
			return (
				<ImageControl
					label={ itemLabel( index ) }
					value={ textOf( item ) }
					onChange={ ( url ) => setItem( index, url ) }
				/>
			);
		}
		return (
			<ScalarControl
				label={ itemLabel( index ) }
				definition={ definition }
				value={ item }
				onChange={ ( next ) => setItem( index, next ) }
			/>
		);
	};
	const addLabel = nested
		? sprintf(
				/* translators: %s: a type, e.g. Question. */
				__( 'Add %s', 'sightline-seo' ),
				itemType
			)
		: sprintf(
				/* translators: %s: name of a list property, e.g. Ingredients. */
				__( 'Add to %s', 'sightline-seo' ),
				label
			);
	// Items are written as a list, even where one value was stored.
	const setItem = ( index: number, next: InstanceValue | undefined ) => {
		if ( next === undefined && items.length === 1 ) {
			set( path, undefined ); // The last one gone: the default applies again.
			return;
		}
		const list = [ ...items ];
		if ( next === undefined ) {
			list.splice( index, 1 );
		} else {
			list[ index ] = next;
		}
		set( path, list );
	};
	const setInside: SetValue = ( inner, next ) =>
		Array.isArray( value )
			? set( inner, next )
			: set(
					path,
					withValue(
						{ items },
						[ 'items', ...inner.slice( path.length ) ],
						next
					).items
				);
	return (
		<fieldset className="sightline-schema-group sightline-schema-list">
			<legend className="sightline-schema-group__legend">
				{ label }
			</legend>
			{ items.length === 0 && placeholder && (
				<p className="sightline-schema-list__empty">
					{ sprintf(
						/* translators: %s: the template or value used for an empty field, e.g. %author_name%. */
						__( 'Left empty: %s', 'sightline-seo' ),
						placeholder
					) }
				</p>
			) }
			{ items.map( ( item, index ) => (
				<div className="sightline-schema-list__item" key={ index }>
					{ itemControl( item, index ) }
					<Button
						variant="tertiary"
						size="compact"
						isDestructive
						onClick={ () => setItem( index, undefined ) }
					>
						{ sprintf(
							/* translators: %s: a list item's name, e.g. Question 2. */
							__( 'Remove %s', 'sightline-seo' ),
							itemLabel( index )
						) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				size="compact"
				onClick={ () => set( path, [ ...items, nested ? {} : '' ] ) }
			>
				{ addLabel }
			</Button>
		</fieldset>
	);
}

/** A repeatable enum (days of the week, employment types): one checkbox per option. */
function EnumListField( {
	type,
	name,
	definition,
	value,
	path,
	set,
}: PropertyFieldProps ) {
	const chosen = new Set(
		( Array.isArray( value ) ? value : [ value ] ).filter(
			( item ): item is string => typeof item === 'string'
		)
	);
	const options = definition.options ?? [];
	const toggle = ( option: string, on: boolean ) => {
		const next = options.filter( ( item ) =>
			item === option ? on : chosen.has( item )
		);
		set( path, next.length > 0 ? next : undefined );
	};
	return (
		<fieldset className="sightline-schema-group">
			<legend className="sightline-schema-group__legend">
				{ fieldLabel( type, name, definition ) }
			</legend>
			{ options.map( ( option ) => (
				<CheckboxControl
					key={ option }
					label={ optionLabel( option ) }
					checked={ chosen.has( option ) }
					onChange={ ( on: boolean ) => toggle( option, on ) }
					__nextHasNoMarginBottom
				/>
			) ) }
		</fieldset>
	);
}
