/**
 * Block-editor entry: registers the Sightline SEO plugin (sidebar, more-menu item, document panel).
 * PHP enqueues this only when the page-level SEO feature is on.
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import { registerPlugin } from '@wordpress/plugins';

import '../store';
import { editorData } from './data';
import { watchAddressChanges } from './redirect-offer';
import { SightlineSidebar } from './sidebar';
import { PLUGIN_NAME } from './slots';
import './editor.scss';

registerPlugin( PLUGIN_NAME, { render: SightlineSidebar } );
watchAddressChanges(
	{
		select,
		dispatch,
		subscribe: ( listener: () => void ) => subscribe( listener ),
	},
	editorData()
);
