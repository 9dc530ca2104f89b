/**
 * A repeatable property as a list: its items, each with Remove, and Add; a nested type's items in
 * groups of their own.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { InstanceValue } from '../../../structured-data';
import {
	defaultTypeOf,
	isNestedKind,
} from '../../../structured-data/catalogue';
import { withValue } from '../instances';
import { fieldLabel, typeLabel } from '../labels';
import { ImageControl } from './image-control';
import { NestedField } from './nested-field';
import { ScalarControl, textOf } from './scalar-control';
import {
	isRecord,
	listItems,
	type PropertyFieldProps,
	type SetValue,
} from './values';

/** A repeatable property: its items, each with Remove, and Add. No items: the default applies. */
export function ListField( {
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
