/**
 * User profile screen entry: the author's own structured data (printed on their archive), edited with
 * the same form as a post's and saved by the profile's own button (saveWithForm()). PHP prints the
 * mount point and the page data (Sightline\Admin\Profile_Screen).
 */
import domReady from '@wordpress/dom-ready';
import { createRoot, useMemo } from '@wordpress/element';

import '../../store';
import '../editor.scss';
import type { AuthorData } from '../../contracts';
import { authorPage } from './author-page';
import { SchemaForm } from '../schema/schema-form';
import {
	saveWithForm,
	useFormStructuredData,
} from '../schema/use-form-structured-data';

export const ROOT_ID = 'sightline-profile-schema-root';

/** The value of a field of the profile form, as saved when the page was printed. */
function formValue( id: string, fallback: string ): string {
	const element = document.getElementById( id ) as
		HTMLInputElement | HTMLTextAreaElement | null;
	return element?.value ?? fallback;
}

function ProfileSchema( { author }: { author: AuthorData } ) {
	const { instances, setInstances, refusal } = useFormStructuredData(
		'author',
		author.id
	);
	const saved = window.sightlineAdmin?.variableValues;
	const page = useMemo(
		() =>
			authorPage(
				author,
				( saved ?? {} ) as Record< string, string >,
				author.name,
				formValue( 'description', author.description )
			),
		[ author, saved ]
	);
	return (
		<SchemaForm
			instances={ instances }
			setInstances={ setInstances }
			refusal={ refusal }
			page={ page }
		/>
	);
}

domReady( () => {
	const root = document.getElementById( ROOT_ID );
	const author = window.sightlineAdmin?.author;
	if ( root && author ) {
		saveWithForm( 'author', author.id, author.structuredData );
		createRoot( root ).render( <ProfileSchema author={ author } /> );
	}
} );
