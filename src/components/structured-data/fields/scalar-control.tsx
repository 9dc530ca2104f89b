/**
 * One plain value of a property, by its kind: text, long text, address, number, price, currency code,
 * duration, date, date and time, an option of an enum, yes or no. A value left empty is unset, so the
 * property's default (shown as the placeholder) fills it on the page.
 */
import {
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type {
	InstanceValue,
	PropertyDefinition,
} from '../../../structured-data';
import { optionLabel } from '../labels';

export interface ScalarControlProps {
	label: string;
	definition: PropertyDefinition;
	value: InstanceValue | undefined;
	/** Called with the typed text ('' when emptied), or a boolean for a yes-or-no property. */
	onChange: ( value: string | boolean ) => void;
	/** The default template or value that fills the property when it is left empty. */
	placeholder?: string;
}

/** A stored value as the text a field shows ('' for none or for what a field cannot show). */
export function textOf( value: InstanceValue | undefined ): string {
	return typeof value === 'string' || typeof value === 'number'
		? String( value )
		: '';
}

const NATIVE_FORMAT: Partial< Record< string, RegExp > > = {
	date: /^\d{4}-\d{2}-\d{2}$/,
	datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
};

function hint( definition: PropertyDefinition ): string | undefined {
	switch ( definition.kind ) {
		case 'duration':
			return __(
				'For example 1h 30m, 90 (minutes) or PT1H30M.',
				'sightline-seo'
			);
		case 'currency':
			return __(
				'Three-letter ISO 4217 code, for example EUR or USD.',
				'sightline-seo'
			);
		case 'price':
			return __(
				'A number, for example 19.99; 0 for free.',
				'sightline-seo'
			);
		default:
			return undefined;
	}
}

function leftEmpty( placeholder: string | undefined ): string | undefined {
	return placeholder
		? /* translators: %s: the template or value used for an empty field, e.g. %title%. */
			sprintf( __( 'Left empty: %s', 'sightline-seo' ), placeholder )
		: undefined;
}

export function ScalarControl( {
	label,
	definition,
	value,
	onChange,
	placeholder,
}: ScalarControlProps ) {
	const text = textOf( value );
	const common = {
		label,
		__nextHasNoMarginBottom: true,
	};
	switch ( definition.kind ) {
		case 'longtext':
			return (
				<TextareaControl
					{ ...common }
					value={ text }
					rows={ 3 }
					placeholder={ placeholder }
					onChange={ onChange }
				/>
			);
		case 'enum':
			return (
				<SelectControl
					{ ...common }
					value={ text }
					options={ [
						{
							value: '',
							label: placeholder
								? sprintf(
										/* translators: %s: the option used when none is chosen. */
										__( 'Default (%s)', 'sightline-seo' ),
										optionLabel( placeholder )
									)
								: __( 'Not set', 'sightline-seo' ),
						},
						...( definition.options ?? [] ).map( ( option ) => ( {
							value: option,
							label: optionLabel( option ),
						} ) ),
					] }
					onChange={ onChange }
				/>
			);
		case 'boolean':
			return (
				<SelectControl
					{ ...common }
					value={ typeof value === 'boolean' ? String( value ) : '' }
					options={ [
						{ value: '', label: __( 'Not set', 'sightline-seo' ) },
						{ value: 'true', label: __( 'Yes', 'sightline-seo' ) },
						{ value: 'false', label: __( 'No', 'sightline-seo' ) },
					] }
					onChange={ ( next: string ) =>
						onChange( next === '' ? '' : next === 'true' )
					}
				/>
			);
		case 'date':
		case 'datetime': {
			// The browser's date picker, unless the value is one it cannot show (a template, a date
			// with a zone): then the text itself, so nothing is hidden or lost.
			const native =
				text === '' || NATIVE_FORMAT[ definition.kind ]?.test( text );
			const picker =
				definition.kind === 'date' ? 'date' : 'datetime-local';
			return (
				<TextControl
					{ ...common }
					type={ native ? picker : 'text' }
					value={ text }
					placeholder={ native ? undefined : placeholder }
					help={ leftEmpty( placeholder ) }
					onChange={ onChange }
				/>
			);
		}
		default:
			return (
				<TextControl
					{ ...common }
					type={ definition.kind === 'url' ? 'url' : 'text' }
					inputMode={
						[ 'number', 'integer', 'price' ].includes(
							definition.kind
						)
							? 'decimal'
							: undefined
					}
					maxLength={ definition.kind === 'currency' ? 3 : undefined }
					value={ text }
					placeholder={ placeholder }
					help={ hint( definition ) }
					onChange={ onChange }
				/>
			);
	}
}
