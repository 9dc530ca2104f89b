/**
 * A repeatable enum (days of the week, employment types) as one checkbox per option.
 */
import { CheckboxControl } from '@wordpress/components';

import { fieldLabel, optionLabel } from '../labels';
import type { PropertyFieldProps } from './values';

/** A repeatable enum (days of the week, employment types): one checkbox per option. */
export function EnumListField( {
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
