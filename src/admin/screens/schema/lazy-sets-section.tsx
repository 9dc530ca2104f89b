/**
 * The site-wide sets' place on the Schema screen. Their code (the type catalogue, the labels, the
 * build and check rules, the fields) is a chunk of its own, fetched when the screen opens, so the
 * settings app's other screens load none of it. Its words are printed with the app (Admin_Menu).
 */
import { Spinner } from '@wordpress/components';
import { lazy, Suspense } from '@wordpress/element';

const LazySetsSection = lazy( () =>
	import( /* webpackChunkName: "admin-schema-sets" */ './sets-section' ).then(
		( module ) => ( { default: module.SetsSection } )
	)
);

export function SetsSection() {
	return (
		<Suspense fallback={ <Spinner /> }>
			<LazySetsSection />
		</Suspense>
	);
}
