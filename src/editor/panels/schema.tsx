/**
 * The Schema panel's place in the sidebar. Its code (the type catalogue, the build and check rules,
 * the fields) is a chunk of its own, fetched when the Sightline sidebar opens (preloadSchemaPanel())
 * and shown when the panel is opened, so the editor loads and runs none of it before. webpack's
 * runtime finds the chunk beside the editor bundle, on every WordPress version.
 */
import { Spinner } from '@wordpress/components';
import { lazy, Suspense } from '@wordpress/element';

const load = () =>
	import( /* webpackChunkName: "editor-schema" */ '../schema/schema-panel' );

const LazySchemaPanel = lazy( load );

let loading: ReturnType< typeof load > | null = null;

/** Starts fetching the panel's chunk (once); called when the sidebar opens. */
export function preloadSchemaPanel(): void {
	loading ??= load();
}

export function SchemaPanel() {
	return (
		<Suspense fallback={ <Spinner /> }>
			<LazySchemaPanel />
		</Suspense>
	);
}
