/**
 * Term edit screen entry: mounts the same panels as the block-editor sidebar inside the classic term
 * form. PHP prints the mount point and the page data (Sightline\Admin\Term_Screen).
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import '../../store';
import { SeoObjectContext } from '../context';
import { SeoPanels } from '../panels';
import '../editor.scss';
import { saveWithForm } from '../schema/use-form-structured-data';
import { useTermObject, type TermData } from './use-term-object';

export const ROOT_ID = 'sightline-term-seo-root';

function TermSeo( { term }: { term: TermData } ) {
	const object = useTermObject( term );
	return (
		<SeoObjectContext.Provider value={ object }>
			<SeoPanels />
		</SeoObjectContext.Provider>
	);
}

domReady( () => {
	const root = document.getElementById( ROOT_ID );
	const term = window.sightlineAdmin?.term;
	if ( root && term ) {
		if ( window.sightlineAdmin?.schemas ) {
			saveWithForm( 'term', term.id, term.structuredData );
		}
		createRoot( root ).render( <TermSeo term={ term } /> );
	}
} );
