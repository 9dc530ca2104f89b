import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import './wizard.scss';
import { App } from './app';

domReady( () => {
	const root = document.getElementById( 'sightline-wizard-root' );
	if ( root ) {
		createRoot( root ).render( <App /> );
	}
} );
