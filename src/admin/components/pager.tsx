/**
 * The pager under a paged list: a summary ("12 redirects, page 1 of 2") and Previous / Next page.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export function Pager( {
	label,
	summary,
	page,
	pages,
	onPage,
}: {
	/** Names the navigation landmark. */
	label: string;
	summary: string;
	page: number;
	pages: number;
	onPage: ( page: number ) => void;
} ) {
	return (
		<nav className="sightline-redirects-pager" aria-label={ label }>
			<span>{ summary }</span>
			<Button
				variant="secondary"
				disabled={ page <= 1 }
				onClick={ () => onPage( page - 1 ) }
				__experimentalIsFocusable
			>
				{ __( 'Previous page', 'sightline-seo' ) }
			</Button>
			<Button
				variant="secondary"
				disabled={ page >= pages }
				onClick={ () => onPage( page + 1 ) }
				__experimentalIsFocusable
			>
				{ __( 'Next page', 'sightline-seo' ) }
			</Button>
		</nav>
	);
}
