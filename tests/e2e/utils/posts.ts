/**
 * Posts a spec made through the REST API, deleted for good when it ends (trash would keep them in
 * later specs' lists and sitemaps).
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export async function deletePosts(
	requestUtils: RequestUtils,
	ids: number[]
): Promise< void > {
	for ( const id of ids ) {
		await requestUtils.rest( {
			path: `/wp/v2/posts/${ id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}
}
