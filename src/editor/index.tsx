import { registerPlugin } from '@wordpress/plugins';

import { SightlineSidebar } from './sidebar';

registerPlugin( 'sightline-seo', { render: SightlineSidebar } );
