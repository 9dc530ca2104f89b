/**
 * Add or edit one redirect. Presence is checked here; every other rule (paths, regular expressions,
 * open redirects, loops, chains) is the server's, and its message shows under the field it names.
 */
import {
	Button,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store } from '../../../store';
import type { RedirectFields, RedirectRule } from '../../../store';
import {
	EMPTY_REDIRECT,
	type FieldErrors,
	fieldsOf,
	missingFields,
	STATUSES,
	statusLabel,
	takesTarget,
	toSend,
} from './fields';

export function RedirectForm( {
	rule,
	initial,
	onDone,
}: {
	/** The rule to edit; undefined to add one. */
	rule?: RedirectRule;
	/** Fields a new rule starts with (the 404 monitor fills the source). */
	initial?: Partial< RedirectFields >;
	/** Called with the saved rule, or with nothing on Cancel. */
	onDone: ( saved?: RedirectRule ) => void;
} ) {
	const { saveRedirect } = useDispatch( store );
	const isSaving = useSelect(
		( select ) => select( store ).isSavingRedirects(),
		[]
	);
	const [ fields, setFields ] = useState< RedirectFields >(
		rule ? fieldsOf( rule ) : { ...EMPTY_REDIRECT, ...initial }
	);
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ general, setGeneral ] = useState( '' );

	const change = < K extends keyof RedirectFields >(
		key: K,
		value: RedirectFields[ K ]
	) => {
		setFields( ( current ) => ( { ...current, [ key ]: value } ) );
		setErrors( ( current ) => ( { ...current, [ key ]: undefined } ) );
		setGeneral( '' );
	};

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		const missing = missingFields( fields );
		if ( Object.keys( missing ).length > 0 ) {
			setErrors( missing );
			return;
		}
		const result = await saveRedirect( toSend( fields ), rule?.id );
		if ( result.ok ) {
			onDone( result.rule );
			return;
		}
		if ( result.field === 'source' || result.field === 'target' ) {
			setErrors( { [ result.field ]: result.message } );
		} else {
			setGeneral( result.message );
		}
	};

	const error = ( key: keyof RedirectFields ) =>
		errors[ key ] ? (
			<p
				className="sightline-redirect-form__error"
				id={ `sightline-redirect-${ key }-error` }
				role="alert"
			>
				{ errors[ key ] }
			</p>
		) : null;

	return (
		<form
			className="sightline-redirect-form"
			onSubmit={ submit }
			aria-label={
				rule
					? __( 'Edit redirect', 'sightline-seo' )
					: __( 'Add redirect', 'sightline-seo' )
			}
			noValidate
		>
			<div className="sightline-redirect-form__row">
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Source', 'sightline-seo' ) }
					help={
						fields.match === 'regex'
							? __(
									'A regular expression matched against the path, such as ^/blog/(\\d+)$.',
									'sightline-seo'
								)
							: __(
									'A path of this site, such as /old-page/.',
									'sightline-seo'
								)
					}
					value={ fields.source }
					onChange={ ( value ) => change( 'source', value ) }
					aria-invalid={ Boolean( errors.source ) }
					aria-describedby={
						errors.source
							? 'sightline-redirect-source-error'
							: undefined
					}
				/>
				{ error( 'source' ) }
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Match', 'sightline-seo' ) }
					value={ fields.match }
					options={ [
						{
							label: __( 'Exact path', 'sightline-seo' ),
							value: 'exact',
						},
						{
							label: __( 'Starts with', 'sightline-seo' ),
							value: 'prefix',
						},
						{
							label: __( 'Regular expression', 'sightline-seo' ),
							value: 'regex',
						},
					] }
					onChange={ ( value ) =>
						change( 'match', value as RedirectFields[ 'match' ] )
					}
				/>
			</div>
			<div className="sightline-redirect-form__row">
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Status', 'sightline-seo' ) }
					value={ String( fields.status ) }
					options={ STATUSES.map( ( status ) => ( {
						label: statusLabel( status ),
						value: String( status ),
					} ) ) }
					onChange={ ( value ) =>
						change(
							'status',
							Number( value ) as RedirectFields[ 'status' ]
						)
					}
				/>
				{ takesTarget( fields.status ) && (
					<>
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Target', 'sightline-seo' ) }
							help={ __(
								'A path of this site starting with /, or a full https:// URL for another site. $1, $2… insert regular-expression groups.',
								'sightline-seo'
							) }
							value={ fields.target }
							onChange={ ( value ) => change( 'target', value ) }
							aria-invalid={ Boolean( errors.target ) }
							aria-describedby={
								errors.target
									? 'sightline-redirect-target-error'
									: undefined
							}
						/>
						{ error( 'target' ) }
					</>
				) }
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Query string', 'sightline-seo' ) }
					value={ fields.query }
					options={ [
						{
							label: __( 'Pass it on', 'sightline-seo' ),
							value: 'keep',
						},
						{
							label: __( 'Drop it', 'sightline-seo' ),
							value: 'ignore',
						},
					] }
					onChange={ ( value ) =>
						change( 'query', value as RedirectFields[ 'query' ] )
					}
				/>
			</div>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Enabled', 'sightline-seo' ) }
				checked={ fields.enabled }
				onChange={ ( value ) => change( 'enabled', value ) }
			/>
			{ general && (
				<p className="sightline-redirect-form__error" role="alert">
					{ general }
				</p>
			) }
			<div className="sightline-redirect-form__actions">
				<Button
					variant="primary"
					type="submit"
					isBusy={ isSaving }
					disabled={ isSaving }
					__experimentalIsFocusable
				>
					{ rule
						? __( 'Update Redirect', 'sightline-seo' )
						: __( 'Add Redirect', 'sightline-seo' ) }
				</Button>
				<Button variant="tertiary" onClick={ () => onDone() }>
					{ __( 'Cancel', 'sightline-seo' ) }
				</Button>
			</div>
		</form>
	);
}
