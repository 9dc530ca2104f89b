/**
 * The AI connection, for admins: which provider writes (offline by default, WordPress's AI client on
 * 7.0+, or an OpenAI-compatible API) and that API's base URL, model and key. The key field is
 * write-only: it starts empty and says whether a key is stored.
 */
import {
	Button,
	Notice,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store } from '../../store';
import type { AiConnection, AiConnectionChanges } from '../../store/ai/types';

export function AiConnectionForm() {
	const { connection, isSaving } = useSelect(
		( select ) => ( {
			connection: select(
				store
			).getAiConnection() as AiConnection | null,
			isSaving: select( store ).isSavingAiConnection() as boolean,
		} ),
		[]
	);
	const { saveAiConnection } = useDispatch( store );
	const [ draft, setDraft ] = useState< AiConnectionChanges >( {} );
	const [ key, setKey ] = useState( '' );
	useEffect( () => setDraft( {} ), [ connection ] );
	if ( ! connection ) {
		return null;
	}
	const value = { ...connection, ...draft };
	const save = async () => {
		const changes: AiConnectionChanges = { ...draft };
		if ( key !== '' ) {
			changes.accessKey = key;
		}
		if ( await saveAiConnection( changes ) ) {
			setKey( '' );
		}
	};
	return (
		<details className="sightline-ai-connection">
			<summary>
				{ __( 'AI provider (site-wide)', 'sightline-seo' ) }
			</summary>
			{ ! connection.connected && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'The chosen provider is not ready on this site. Generation will report what is missing.',
						'sightline-seo'
					) }
				</Notice>
			) }
			<SelectControl
				label={ __( 'Provider', 'sightline-seo' ) }
				value={ value.provider }
				options={ connection.providers.map( ( provider ) => ( {
					value: provider.id,
					label:
						provider.available || provider.id === 'openai'
							? provider.label
							: `${ provider.label } — ${ __( 'not available', 'sightline-seo' ) }`,
				} ) ) }
				onChange={ ( provider: string ) =>
					setDraft( { ...draft, provider } )
				}
				__nextHasNoMarginBottom
			/>
			{ value.provider === 'openai' && (
				<>
					<TextControl
						label={ __( 'Base URL', 'sightline-seo' ) }
						type="url"
						value={ value.base_url }
						placeholder="https://api.openai.com/v1"
						onChange={ ( baseUrl: string ) =>
							setDraft( { ...draft, base_url: baseUrl } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Model', 'sightline-seo' ) }
						value={ value.model }
						onChange={ ( model: string ) =>
							setDraft( { ...draft, model } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'API key', 'sightline-seo' ) }
						type="password"
						autoComplete="off"
						value={ key }
						onChange={ setKey }
						help={
							connection.has_key
								? __(
										'A key is stored. Leave empty to keep it.',
										'sightline-seo'
									)
								: __(
										'The key is stored on the server and never shown again.',
										'sightline-seo'
									)
						}
						__nextHasNoMarginBottom
					/>
				</>
			) }
			<Button
				variant="secondary"
				onClick={ save }
				isBusy={ isSaving }
				disabled={ isSaving }
				__experimentalIsFocusable
			>
				{ __( 'Save AI provider', 'sightline-seo' ) }
			</Button>
		</details>
	);
}
