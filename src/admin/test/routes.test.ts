import { addFilter, removeFilter } from '@wordpress/hooks';

import {
	findRoute,
	navigation,
	NAVIGATION_FILTER,
	routeList,
	visibleNavigation,
	type FeatureFlags,
	type NavSection,
} from '../routes';

const ALL_ON: FeatureFlags = {
	enable_page_level_seo: true,
	enable_google_console: true,
	enable_schemas: true,
	enable_migration: true,
};

/** Every route the settings app was first specified with (the routes issues added follow below). */
const SPEC_ROUTES = [
	'/dashboard',
	'/site-seo-analysis',
	'/general',
	'/general/social',
	'/general/social/facebook',
	'/general/social/x',
	'/general/social/accounts',
	'/general/homepage',
	'/general/homepage/social',
	'/general/homepage/advanced',
	'/general/archive_pages',
	'/advanced/robot_instructions',
	'/advanced/robot_instructions/indexing',
	'/advanced/robot_instructions/following',
	'/advanced/robot_instructions/archiving',
	'/advanced/sitemaps',
	'/advanced/schema',
	'/advanced/robots-txt-editor',
	'/search-console',
	'/content-performance',
	'/tools/manage-features',
	'/tools/import-export',
	'/tools/migrate',
	'/tools/miscellaneous',
];

/**
 * Routes added by issues after the specification (issue 18: Tools > Redirects and Tools > 404 Monitor;
 * issue 31: Advanced > AI Crawlers and Tools > Bulk AI, with its Images mode).
 */
const REDIRECT_ROUTES = [
	'/tools/redirects',
	'/tools/404-monitor',
	'/advanced/ai-crawlers',
	'/tools/bulk-ai',
	'/tools/bulk-ai/images',
];

const paths = ( sections: NavSection[] ) =>
	routeList( sections ).map( ( route ) => route.path );

describe( 'route table', () => {
	it( 'holds every route of the specification', () => {
		expect( paths( navigation() ).sort() ).toEqual(
			[ ...SPEC_ROUTES, ...REDIRECT_ROUTES ].sort()
		);
	} );

	it( 'groups routes in the specified sections', () => {
		expect( navigation().map( ( section ) => section.id ) ).toEqual( [
			'dashboard',
			'general',
			'advanced',
			'search-console',
			'tools',
		] );
	} );

	it( 'marks the migratable links', () => {
		const migratable = navigation()
			.flatMap( ( section ) => section.links )
			.filter( ( link ) => link.migratable )
			.map( ( link ) => link.path );
		expect( migratable ).toEqual( [
			'/general',
			'/general/social',
			'/general/homepage',
			'/general/archive_pages',
			'/advanced/robot_instructions',
			'/advanced/sitemaps',
		] );
	} );

	it.each( [
		[ 'enable_schemas', [ '/advanced/schema' ] ],
		[
			'enable_google_console',
			[ '/search-console', '/content-performance' ],
		],
		[ 'enable_migration', [ '/tools/migrate' ] ],
	] as const )( 'hides the area of %s when it is off', ( flag, hidden ) => {
		const visible = paths(
			visibleNavigation( navigation(), { ...ALL_ON, [ flag ]: false } )
		);
		hidden.forEach( ( path ) => expect( visible ).not.toContain( path ) );
		expect( visible ).toHaveLength(
			SPEC_ROUTES.length + REDIRECT_ROUTES.length - hidden.length
		);
	} );

	it( 'finds routes with or without a trailing slash and not unknown ones', () => {
		expect( findRoute( navigation(), '/general/social/x/' )?.label ).toBe(
			'X'
		);
		expect( findRoute( navigation(), '/nowhere' ) ).toBeUndefined();
	} );

	it( 'lets add-ons add navigation through a filter', () => {
		const screen = () => null;
		addFilter(
			NAVIGATION_FILTER,
			'test/extra',
			( sections: NavSection[] ) => [
				...sections,
				{
					id: 'extra',
					label: 'Extra',
					links: [ { path: '/extra', label: 'Extra', screen } ],
				},
			]
		);
		expect( findRoute( navigation(), '/extra' )?.screen ).toBe( screen );
		removeFilter( NAVIGATION_FILTER, 'test/extra' );
		expect( findRoute( navigation(), '/extra' ) ).toBeUndefined();
	} );
} );
