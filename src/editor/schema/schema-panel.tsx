/**
 * The Schema panel of the Sightline panels: the object's own structured data. A post's instances are
 * post meta edited with the post, so the editor's Save stores them and the server validates them then;
 * a term's are saved by its form's "Update" (use-form-structured-data.ts). Loaded as its own chunk when
 * the panels first show (panels/schema.tsx), so the screen pays nothing for it before.
 */
import { useMemo } from '@wordpress/element';

import { useSeoObject, type SeoObject } from '../context';
import { usePageContent } from '../page-content/use-page-content';
import { useEditorData } from '../use-seo';
import { schemaPage, type PostDates } from './page-values';
import { SchemaForm } from './schema-form';
import { useFormStructuredData } from './use-form-structured-data';
import {
	usePostDates,
	useSaveRefusal,
	useStructuredData,
} from './use-structured-data';

/** A term has no dates: its nodes' date templates resolve to nothing, as on its archive. */
const NO_DATES: PostDates = {
	date: null,
	savedDate: null,
	savedDateGmt: null,
	floating: false,
	utcOffsetHours: 0,
};

function useSchemaPage( object: SeoObject, dates: PostDates ) {
	const data = useEditorData();
	// The object is the SeoObjectContext's: its content's description is read with the other panels'.
	const fromContent = usePageContent( data ).description;
	return useMemo(
		() => schemaPage( object, data, fromContent, dates, Date.now() ),
		[ object, data, fromContent, dates ]
	);
}

function PostSchemaPanel( { object }: { object: SeoObject } ) {
	const dates = usePostDates();
	const refusal = useSaveRefusal();
	const [ instances, setInstances ] = useStructuredData();
	const page = useSchemaPage( object, dates );
	return (
		<SchemaForm
			instances={ instances }
			setInstances={ setInstances }
			refusal={ refusal }
			page={ page }
		/>
	);
}

function TermSchemaPanel( { object }: { object: SeoObject } ) {
	const { instances, setInstances, refusal } = useFormStructuredData(
		'term',
		object.id
	);
	const page = useSchemaPage( object, NO_DATES );
	const termPage = useMemo(
		() => ( {
			...page,
			variables: {
				...page.variables,
				published: '',
				modified: '',
			},
		} ),
		[ page ]
	);
	return (
		<SchemaForm
			instances={ instances }
			setInstances={ setInstances }
			refusal={ refusal }
			page={ termPage }
		/>
	);
}

export default function SchemaPanel() {
	const object = useSeoObject();
	return object.kind === 'term' ? (
		<TermSchemaPanel object={ object } />
	) : (
		<PostSchemaPanel object={ object } />
	);
}
