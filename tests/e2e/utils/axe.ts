/**
 * Accessibility check with axe-core: fails on serious or critical violations and prints them.
 *
 *   await expectNoSeriousA11yViolations( page );                        // whole page
 *   await expectNoSeriousA11yViolations( page, '#sightline-admin-app' ); // only our UI
 *   await expectNoSeriousA11yViolations( page, [ '.a', '.b' ], { exclude: '#wpadminbar' } );
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited< ReturnType< AxeBuilder[ 'analyze' ] > >;
type Violation = AxeResults[ 'violations' ][ number ];

export interface A11yOptions {
	/** CSS selector(s) to leave out. */
	exclude?: string | string[];
	/** axe rule IDs to turn off (say why at the call site). */
	disableRules?: string[];
	/** Impacts that fail the check. Default: serious and critical. */
	impacts?: Array< NonNullable< Violation[ 'impact' ] > >;
}

export function formatViolations( violations: Violation[] ): string {
	return violations
		.map( ( v ) => {
			const nodes = v.nodes
				.slice( 0, 10 )
				.map(
					( n ) =>
						`    - ${ n.target.join( ' ' ) }\n      ${ ( n.failureSummary || '' ).replace( /\n/g, '\n      ' ) }`
				)
				.join( '\n' );
			const more =
				v.nodes.length > 10
					? `\n    … and ${ v.nodes.length - 10 } more`
					: '';
			return `[${ v.impact }] ${ v.id }: ${ v.help } (${ v.helpUrl })\n${ nodes }${ more }`;
		} )
		.join( '\n' );
}

/**
 * Waits (up to 5 s) until every snackbar on the page has faded in: mid-animation its text sits on a
 * half-transparent background, and axe would measure a contrast nobody reads it at.
 */
async function waitForSettledSnackbars( page: Page ): Promise< void > {
	await page
		.waitForFunction(
			() =>
				Array.from(
					document.querySelectorAll( '.components-snackbar' )
				).every( ( snackbar ) => {
					for (
						let el: Element | null = snackbar;
						el;
						el = el.parentElement
					) {
						if ( Number( getComputedStyle( el ).opacity ) < 1 ) {
							return false;
						}
					}
					return true;
				} ),
			undefined,
			{ timeout: 5_000 }
		)
		.catch( () => undefined );
}

export async function expectNoSeriousA11yViolations(
	page: Page,
	include?: string | string[],
	options: A11yOptions = {}
): Promise< AxeResults > {
	// Legacy mode runs axe in the page and its same-origin frames (the editor's canvas) without
	// opening a blank page to merge the frames' results: half the time of each check, and this
	// suite has no cross-origin frame to test.
	let builder = new AxeBuilder( { page } ).setLegacyMode( true );
	for ( const selector of ( [] as string[] ).concat( include ?? [] ) ) {
		builder = builder.include( selector );
	}
	for ( const selector of ( [] as string[] ).concat(
		options.exclude ?? []
	) ) {
		builder = builder.exclude( selector );
	}
	if ( options.disableRules?.length ) {
		builder = builder.disableRules( options.disableRules );
	}
	await waitForSettledSnackbars( page );
	const results = await builder.analyze();
	const impacts = options.impacts ?? [ 'serious', 'critical' ];
	const failing = results.violations.filter(
		( v ) => v.impact && impacts.includes( v.impact )
	);
	if ( failing.length ) {
		// eslint-disable-next-line no-console
		console.log(
			`axe: ${ failing.length } ${ impacts.join( '/' ) } violation(s) on ${ page.url() }\n${ formatViolations( failing ) }`
		);
	}
	expect(
		failing.map( ( v ) => `${ v.impact } ${ v.id }: ${ v.help }` ),
		formatViolations( failing )
	).toEqual( [] );
	return results;
}
