/**
 * A nested type's values (an offer, an address, an author) in a group of their own, with its type to
 * choose where several fit.
 */
import { Button, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	acceptedTypes,
	propertiesOf,
	type InstanceValue,
	type InstanceValues,
	type PropertyDefinition,
} from '../../../structured-data';
import { defaultTypeOf } from '../../../structured-data/catalogue';
import { withValue, type ValuePath } from '../instances';
import { typeLabel } from '../labels';
import { TypeFields } from './type-fields';
import { isRecord, nestedValues, type SetValue } from './values';

export interface NestedFieldProps {
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
export function NestedField( {
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
