/**
 * Opening our sidebar from elsewhere (the document panel). WordPress 6.6+ keeps complementary areas in
 * the core/interface store under scope 'core'; the identifier is '<plugin>/<sidebar name>'. Feature-
 * detected in this one module, so newer WordPress versions only need a change here.
 */
import { dispatch } from '@wordpress/data';

export const PLUGIN_NAME = 'sightline-seo';
export const SIDEBAR_NAME = 'sightline-seo-sidebar';
export const SIDEBAR_ID = `${ PLUGIN_NAME }/${ SIDEBAR_NAME }`;

interface InterfaceActions {
	enableComplementaryArea?: ( scope: string, identifier: string ) => void;
}

interface EditPostActions {
	openGeneralSidebar?: ( identifier: string ) => void;
}

export function openSidebar(): void {
	let ui: InterfaceActions | undefined;
	try {
		ui = dispatch( 'core/interface' ) as InterfaceActions;
	} catch {
		ui = undefined;
	}
	if ( ui?.enableComplementaryArea ) {
		ui.enableComplementaryArea( 'core', SIDEBAR_ID );
		return;
	}
	( dispatch( 'core/edit-post' ) as EditPostActions ).openGeneralSidebar?.(
		SIDEBAR_ID
	);
}
