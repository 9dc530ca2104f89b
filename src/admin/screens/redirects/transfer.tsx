/**
 * CSV import (nothing stored unless every line is valid; the refused lines are listed) and export.
 */
import { Button, FormFileUpload, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import { downloadFile } from '../../../utils/download';
import { Section } from '../../components/section';

export function RedirectsTransfer() {
	const { importRedirects, exportRedirects } = useDispatch( store );
	const { errors, busy } = useSelect(
		( select ) => ( {
			errors: select( store ).getRedirectImportErrors(),
			busy: select( store ).isSavingRedirects(),
		} ),
		[]
	);
	const [ exporting, setExporting ] = useState( false );

	const onExport = async () => {
		setExporting( true );
		const file = await exportRedirects();
		if ( file ) {
			downloadFile( file.csv, 'text/csv', file.filename );
		}
		setExporting( false );
	};

	return (
		<Section
			title={ __( 'Import and Export', 'sightline-seo' ) }
			description={ __(
				'CSV columns: source, target, status, match, query, enabled. Only source and target are required.',
				'sightline-seo'
			) }
		>
			<div className="sightline-redirects-transfer">
				<FormFileUpload
					accept=".csv,text/csv"
					onChange={ ( event ) => {
						const file = event.currentTarget.files?.[ 0 ];
						if ( file ) {
							importRedirects( file );
						}
						event.currentTarget.value = '';
					} }
					render={ ( { openFileDialog } ) => (
						<Button
							variant="secondary"
							onClick={ openFileDialog }
							disabled={ busy }
							__experimentalIsFocusable
						>
							{ __( 'Import CSV', 'sightline-seo' ) }
						</Button>
					) }
				/>
				<Button
					variant="secondary"
					onClick={ onExport }
					isBusy={ exporting }
					disabled={ exporting }
					__experimentalIsFocusable
				>
					{ __( 'Export CSV', 'sightline-seo' ) }
				</Button>
			</div>
			{ errors.length > 0 && (
				<Notice status="error" isDismissible={ false }>
					<strong>
						{ __( 'Nothing was imported.', 'sightline-seo' ) }
					</strong>
					<ul className="sightline-redirects-transfer__errors">
						{ errors.map( ( error ) => (
							<li key={ `${ error.line }-${ error.message }` }>
								{ error.line > 0
									? sprintf(
											/* translators: 1: line number, 2: what is wrong. */
											__(
												'Line %1$d: %2$s',
												'sightline-seo'
											),
											error.line,
											error.message
										)
									: error.message }
							</li>
						) ) }
					</ul>
				</Notice>
			) }
		</Section>
	);
}
