import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

domReady( () => {
	const root = document.getElementById( 'sightline-wizard-root' );
	if ( root ) {
		createRoot( root ).render( <h1>{ __( 'Welcome to Sightline SEO!', 'sightline-seo' ) }</h1> );
	}
} );
