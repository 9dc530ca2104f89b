/**
 * Previous / next page of a pick list (posts or images), shown only when there is more than one page.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export function Pager( {
	page,
	pages,
	onChange,
}: {
	page: number;
	pages: number;
	onChange: ( page: number ) => void;
} ) {
	if ( pages <= 1 ) {
		return null;
	}
	return (
		<div className="sightline-bulk-ai__pager">
			<Button
				variant="secondary"
				disabled={ page <= 1 }
				onClick={ () => onChange( page - 1 ) }
			>
				{ __( 'Previous page', 'sightline-seo' ) }
			</Button>
			<Button
				variant="secondary"
				disabled={ page >= pages }
				onClick={ () => onChange( page + 1 ) }
			>
				{ __( 'Next page', 'sightline-seo' ) }
			</Button>
		</div>
	);
}
