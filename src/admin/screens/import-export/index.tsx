/**
 * Tools > Import/Export: download every setting as JSON; import a file with a preview of what changes.
 * The preview is a server dry run (full schema validation); nothing is applied until "Import Settings",
 * and nothing at all when the file is invalid.
 */
import { Button, FormFileUpload, Notice } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../../../store';
import type { ImportResult } from '../../../store';
import { errorMessage } from '../../../store/utils/error-message';
import { downloadFile } from '../../../utils/download';
import { ScreenShell } from '../../components/screen-shell';
import { Section } from '../../components/section';
import {
	describeValue,
	exportFileName,
	parseSettingsFile,
	type ParsedFile,
} from './parse-file';

type State =
	| { step: 'idle' }
	| { step: 'busy' }
	| { step: 'error'; message: string }
	| { step: 'preview'; file: ParsedFile; result: ImportResult }
	| { step: 'done'; result: ImportResult };

export default function ImportExportScreen() {
	const { exportSettings, importSettings } = useDispatch( store );
	const { createErrorNotice, createSuccessNotice } =
		useDispatch( noticesStore );
	const [ state, setState ] = useState< State >( { step: 'idle' } );
	const [ exporting, setExporting ] = useState( false );

	const onExport = async () => {
		setExporting( true );
		try {
			const file = await exportSettings();
			downloadFile(
				JSON.stringify( file, null, '\t' ),
				'application/json',
				exportFileName()
			);
		} catch ( error ) {
			createErrorNotice(
				errorMessage(
					error,
					__( 'The settings could not be exported.', 'sightline-seo' )
				),
				{ type: 'snackbar' }
			);
		}
		setExporting( false );
	};

	const onChoose = async ( fileList: FileList | null ) => {
		const chosen = fileList?.[ 0 ];
		if ( ! chosen ) {
			return;
		}
		const parsed = parseSettingsFile( await chosen.text() );
		if ( 'error' in parsed ) {
			setState( { step: 'error', message: parsed.error } );
			return;
		}
		setState( { step: 'busy' } );
		try {
			const result = await importSettings( parsed, true );
			setState( { step: 'preview', file: parsed, result } );
		} catch ( error ) {
			setState( {
				step: 'error',
				message: errorMessage(
					error,
					__( 'The file could not be checked.', 'sightline-seo' )
				),
			} );
		}
	};

	const onApply = async ( file: ParsedFile ) => {
		setState( { step: 'busy' } );
		try {
			const result = await importSettings( file, false );
			setState( { step: 'done', result } );
			createSuccessNotice( result.message, { type: 'snackbar' } );
		} catch ( error ) {
			setState( {
				step: 'error',
				message: errorMessage(
					error,
					__( 'The settings could not be imported.', 'sightline-seo' )
				),
			} );
		}
	};

	return (
		<ScreenShell
			title={ __( 'Import/Export', 'sightline-seo' ) }
			description={ __(
				'Move settings between sites.',
				'sightline-seo'
			) }
		>
			<Section
				title={ __( 'Export Settings', 'sightline-seo' ) }
				description={ __(
					'Download every Sightline SEO setting as a JSON file.',
					'sightline-seo'
				) }
			>
				<Button
					variant="secondary"
					onClick={ onExport }
					isBusy={ exporting }
					disabled={ exporting }
					__experimentalIsFocusable
				>
					{ __( 'Export Settings', 'sightline-seo' ) }
				</Button>
			</Section>
			<Section
				title={ __( 'Import Settings', 'sightline-seo' ) }
				description={ __(
					'Choose a file exported from Sightline SEO. You will see what changes before anything is saved.',
					'sightline-seo'
				) }
			>
				<FormFileUpload
					accept=".json,application/json"
					onChange={ ( event ) =>
						onChoose( event.currentTarget.files )
					}
					render={ ( { openFileDialog } ) => (
						<Button
							variant="secondary"
							onClick={ openFileDialog }
							disabled={ state.step === 'busy' }
							__experimentalIsFocusable
						>
							{ __( 'Choose File', 'sightline-seo' ) }
						</Button>
					) }
				/>
				{ state.step === 'error' && (
					<Notice status="error" isDismissible={ false }>
						<strong>
							{ __( 'Nothing was imported.', 'sightline-seo' ) }
						</strong>{ ' ' }
						{ state.message }
					</Notice>
				) }
				{ state.step === 'preview' && (
					<div className="sightline-import-preview">
						<p>{ state.result.message }</p>
						{ state.result.changes.length > 0 && (
							<>
								<table className="widefat striped">
									<caption className="screen-reader-text">
										{ __(
											'Settings that will change',
											'sightline-seo'
										) }
									</caption>
									<thead>
										<tr>
											<th scope="col">
												{ __(
													'Setting',
													'sightline-seo'
												) }
											</th>
											<th scope="col">
												{ __(
													'Current',
													'sightline-seo'
												) }
											</th>
											<th scope="col">
												{ __(
													'Imported',
													'sightline-seo'
												) }
											</th>
										</tr>
									</thead>
									<tbody>
										{ state.result.changes.map(
											( change ) => (
												<tr key={ change.key }>
													<th scope="row">
														<code>
															{ change.key }
														</code>
													</th>
													<td>
														{ describeValue(
															change.from
														) }
													</td>
													<td>
														{ describeValue(
															change.to
														) }
													</td>
												</tr>
											)
										) }
									</tbody>
								</table>
								<div className="sightline-import-preview__actions">
									<Button
										variant="primary"
										onClick={ () => onApply( state.file ) }
									>
										{ __(
											'Import Settings',
											'sightline-seo'
										) }
									</Button>
									<Button
										variant="tertiary"
										onClick={ () =>
											setState( { step: 'idle' } )
										}
									>
										{ __( 'Cancel', 'sightline-seo' ) }
									</Button>
								</div>
							</>
						) }
					</div>
				) }
				{ state.step === 'done' && (
					<Notice status="success" isDismissible={ false }>
						{ state.result.message }
					</Notice>
				) }
			</Section>
		</ScreenShell>
	);
}
