/**
 * Connecting a property with the admin's own OAuth client: client id and secret (the secret is
 * write-only: the form never shows a stored one), then Google's consent screen, then the property.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getQueryArg } from '@wordpress/url';

import { store } from '../../../store';
import type { SearchConsoleStatus } from '../../../store';

function ClientForm( {
	status,
	onDone,
}: {
	status: SearchConsoleStatus;
	onDone: () => void;
} ) {
	const [ clientId, setClientId ] = useState( status.client_id );
	const [ secret, setSecret ] = useState( '' );
	const busy =
		useSelect(
			( select ) => select( store ).getSearchConsoleBusy(),
			[]
		) === 'credentials';
	const { saveSearchConsoleClient } = useDispatch( store );
	return (
		<form
			className="sightline-gsc-connect__form"
			onSubmit={ async ( event ) => {
				event.preventDefault();
				if (
					await saveSearchConsoleClient(
						clientId.trim(),
						secret.trim()
					)
				) {
					setSecret( '' );
					onDone();
				}
			} }
		>
			<p>
				{ __(
					'Create an OAuth client of type "Web application" in your Google Cloud project, enable the Search Console API, and add this authorised redirect URI:',
					'sightline-seo'
				) }{ ' ' }
				<code>{ status.redirect_uri }</code>
			</p>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Client ID', 'sightline-seo' ) }
				value={ clientId }
				onChange={ setClientId }
				autoComplete="off"
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Client secret', 'sightline-seo' ) }
				type="password"
				value={ secret }
				onChange={ setSecret }
				autoComplete="new-password"
				help={
					status.has_client
						? __(
								'A secret is stored. Enter it again to change the client.',
								'sightline-seo'
							)
						: __(
								'Stored on the server only; it is never shown again.',
								'sightline-seo'
							)
				}
			/>
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				disabled={ busy || ! clientId.trim() || ! secret.trim() }
				__experimentalIsFocusable
			>
				{ __( 'Save OAuth Client', 'sightline-seo' ) }
			</Button>
		</form>
	);
}

function PropertyPicker( { status }: { status: SearchConsoleStatus } ) {
	const sites = useSelect(
		( select ) => select( store ).getSearchConsoleSites(),
		[]
	);
	const busy = useSelect(
		( select ) => select( store ).getSearchConsoleBusy(),
		[]
	);
	const { selectSearchConsoleSite, disconnectSearchConsole } =
		useDispatch( store );
	return (
		<div className="sightline-gsc-connect__property">
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Search Console property', 'sightline-seo' ) }
				value={ status.property }
				disabled={ ! sites || busy === 'site' }
				options={ [
					{
						value: '',
						label: sites
							? __( 'Choose a property', 'sightline-seo' )
							: __( 'Loading properties…', 'sightline-seo' ),
						disabled: true,
					},
					...( sites ?? [] ).map( ( site ) => ( {
						value: site.site_url,
						label: site.site_url,
					} ) ),
				] }
				onChange={ ( value: string ) =>
					value && void selectSearchConsoleSite( value )
				}
			/>
			<Button
				variant="secondary"
				isDestructive
				onClick={ () => void disconnectSearchConsole() }
				isBusy={ busy === 'disconnect' }
				__experimentalIsFocusable
			>
				{ __( 'Disconnect', 'sightline-seo' ) }
			</Button>
		</div>
	);
}

export function ConnectPanel( { status }: { status: SearchConsoleStatus } ) {
	const [ editing, setEditing ] = useState( false );
	const error = useSelect(
		( select ) => select( store ).getSearchConsoleError(),
		[]
	);
	const callbackError = getQueryArg(
		window.location.href,
		'sightline_gsc_error'
	);
	return (
		<Card className="sightline-gsc-connect">
			<CardHeader>
				<h2 className="sightline-gsc__card-title">
					{ __( 'Connect Google Search Console', 'sightline-seo' ) }
				</h2>
			</CardHeader>
			<CardBody>
				{ typeof callbackError === 'string' && callbackError !== '' && (
					<Notice status="error" isDismissible={ false }>
						{ status.errors?.[ callbackError ] ??
							__(
								'Connecting to Google Search Console failed. Try again.',
								'sightline-seo'
							) }
					</Notice>
				) }
				{ error?.source === 'connect' && (
					<Notice status="error" isDismissible={ false }>
						{ error.message }
					</Notice>
				) }
				{ status.connected ? (
					<PropertyPicker status={ status } />
				) : (
					<>
						{ ( ! status.has_client || editing ) && (
							<ClientForm
								status={ status }
								onDone={ () => setEditing( false ) }
							/>
						) }
						{ status.has_client && ! editing && (
							<div className="sightline-gsc-connect__actions">
								<Button
									variant="primary"
									href={ status.auth_url }
								>
									{ __(
										'Connect to Google Search Console',
										'sightline-seo'
									) }
								</Button>
								<Button
									variant="tertiary"
									onClick={ () => setEditing( true ) }
								>
									{ __(
										'Change OAuth client',
										'sightline-seo'
									) }
								</Button>
							</div>
						) }
					</>
				) }
			</CardBody>
		</Card>
	);
}
