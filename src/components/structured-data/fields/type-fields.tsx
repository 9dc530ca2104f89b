/**
 * The fields of one type's values, each by its property's kind: the ones Google requires or
 * recommends (and at the top level those with a default) first, the others behind a toggle; a nested
 * type's values in their own group (nested-field.tsx); a repeatable property as a list with Add and
 * Remove (list-field.tsx, enum-list-field.tsx). Every change goes up as (path under the instance's
 * values, new value or undefined to unset).
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	propertiesOf,
	type InstanceValues,
	type PropertyDefinition,
} from '../../../structured-data';
import { isNestedKind } from '../../../structured-data/catalogue';
import type { ValuePath } from '../instances';
import { fieldLabel } from '../labels';
import { EnumListField } from './enum-list-field';
import { ImageControl } from './image-control';
import { ListField } from './list-field';
import { NestedField } from './nested-field';
import { ScalarControl, textOf } from './scalar-control';
import {
	isRecord,
	placeholderOf,
	type PropertyFieldProps,
	type SetValue,
} from './values';

export type { SetValue } from './values';

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
