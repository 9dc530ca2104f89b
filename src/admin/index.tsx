import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import './admin.scss';
import { App } from './app';

domReady( () => {
	const root = document.getElementById( 'sightline-admin-root' );
	if ( root ) {
		createRoot( root ).render( <App /> );
	}
} );
