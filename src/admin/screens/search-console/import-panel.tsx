/**
 * For sites that cannot or will not connect: import the Performance export Search Console gives
 * (Export > Download CSV: the ZIP, or the CSV files inside it). The server validates it.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import type { SearchConsoleStatus } from '../../../store';
import { formatDate } from '../../../utils/format';

export function ImportPanel( { status }: { status: SearchConsoleStatus } ) {
	const [ files, setFiles ] = useState< File[] >( [] );
	const input = useRef< HTMLInputElement >( null );
	const busy = useSelect(
		( select ) => select( store ).getSearchConsoleBusy(),
		[]
	);
	const error = useSelect(
		( select ) => select( store ).getSearchConsoleError(),
		[]
	);
	const { importSearchConsoleExport, deleteSearchConsoleImport } =
		useDispatch( store );
	const imported = status.import;
	return (
		<Card className="sightline-gsc-import">
			<CardHeader>
				<h2 className="sightline-gsc__card-title">
					{ __( 'Import a Performance export', 'sightline-seo' ) }
				</h2>
			</CardHeader>
			<CardBody>
				<p>
					{ __(
						'In Search Console, open Performance > Search results, choose the date range, then Export > Download CSV. Upload the ZIP file, or the CSV files inside it.',
						'sightline-seo'
					) }
				</p>
				{ error?.source === 'import' && (
					<Notice status="error" isDismissible={ false }>
						{ error.message }
					</Notice>
				) }
				<form
					className="sightline-gsc-import__form"
					onSubmit={ async ( event ) => {
						event.preventDefault();
						if ( await importSearchConsoleExport( files ) ) {
							setFiles( [] );
							if ( input.current ) {
								input.current.value = '';
							}
						}
					} }
				>
					<label htmlFor="sightline-gsc-import-files">
						{ __(
							'Performance export (ZIP or CSV files)',
							'sightline-seo'
						) }
					</label>
					<input
						ref={ input }
						id="sightline-gsc-import-files"
						type="file"
						multiple
						accept=".zip,.csv,application/zip,text/csv"
						onChange={ ( event ) =>
							setFiles( Array.from( event.target.files ?? [] ) )
						}
					/>
					<Button
						variant="primary"
						type="submit"
						isBusy={ busy === 'import' }
						disabled={ ! files.length || busy === 'import' }
						__experimentalIsFocusable
					>
						{ __( 'Import', 'sightline-seo' ) }
					</Button>
				</form>
				{ imported && (
					<div className="sightline-gsc-import__current">
						<p>
							{ sprintf(
								/* translators: 1: import date, 2: first day, 3: last day. */
								__(
									'Imported on %1$s, covering %2$s – %3$s.',
									'sightline-seo'
								),
								formatDate( imported.imported_at * 1000 ),
								formatDate( imported.range.start ),
								formatDate( imported.range.end )
							) }
						</p>
						<Button
							variant="secondary"
							isDestructive
							onClick={ () => void deleteSearchConsoleImport() }
							isBusy={ busy === 'delete-import' }
							__experimentalIsFocusable
						>
							{ __( 'Remove Imported Data', 'sightline-seo' ) }
						</Button>
					</div>
				) }
			</CardBody>
		</Card>
	);
}
