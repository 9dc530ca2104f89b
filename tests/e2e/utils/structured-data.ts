/**
 * The structured data specs' shared steps: adding a type through the form's picker, and reading the
 * JSON-LD graph a page prints.
 */
import type { Locator } from '@playwright/test';

import { expect } from '../fixtures';

/** Adds a type through the picker's search (the search text, else its label) and returns its card. */
export async function addType(
	scope: Locator,
	label: string,
	search: string = label
): Promise< Locator > {
	await scope
		.getByRole( 'button', { name: 'Add structured data', exact: true } )
		.click();
	await scope
		.getByRole( 'searchbox', { name: 'Search types' } )
		.fill( search );
	await scope
		.getByRole( 'button', { name: `Add ${ label }`, exact: true } )
		.click();
	const card = scope.getByRole( 'region', { name: label, exact: true } );
	await expect( card ).toBeVisible();
	return card;
}

/** Every node of a page's JSON-LD graph, from its HTML. */
export function graphOf( html: string ): Array< Record< string, unknown > > {
	const match =
		/<script type="application\/ld\+json" class="sightline-schema-graph">(.*?)<\/script>/s.exec(
			html
		);
	expect( match, 'a JSON-LD graph' ).not.toBeNull();
	return JSON.parse( match![ 1 ] )[ '@graph' ];
}
