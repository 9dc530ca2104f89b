import {
	indicatorSteps,
	neighbour,
	ROUTES,
	showMigrationStep,
	wizardRoutes,
} from '../routes';

describe( 'wizard routes (SPEC §2.3, §4.5)', () => {
	it( 'has the six routes in order when migration is available', () => {
		expect( wizardRoutes( true ).map( ( route ) => route.path ) ).toEqual( [
			'/',
			'/migration',
			'/website-details',
			'/social-profiles',
			'/user-details',
			'/finish',
		] );
	} );

	it( 'leaves the migration route out when it is not available', () => {
		expect(
			wizardRoutes( false ).map( ( route ) => route.path )
		).not.toContain( '/migration' );
	} );

	it( 'shows the migration step only with the feature on and a detected source', () => {
		expect( showMigrationStep( true, 1 ) ).toBe( true );
		expect( showMigrationStep( true, 0 ) ).toBe( false );
		expect( showMigrationStep( false, 3 ) ).toBe( false );
	} );

	it.each( [ true, false ] )(
		'the indicator has one fewer step than routes (migration %s)',
		( withMigration ) => {
			const routes = wizardRoutes( withMigration );
			const steps = indicatorSteps( routes );
			expect( steps ).toHaveLength( routes.length - 1 );
			expect( steps.map( ( step ) => step.path ) ).not.toContain(
				ROUTES.finish
			);
		}
	);

	it( 'Next and Back follow the order; welcome is small, the others large', () => {
		const routes = wizardRoutes( false );
		expect( neighbour( routes, '/', 1 )?.path ).toBe( '/website-details' );
		expect( neighbour( routes, '/user-details', 1 )?.path ).toBe(
			'/finish'
		);
		expect( neighbour( routes, '/website-details', -1 )?.path ).toBe( '/' );
		expect( neighbour( routes, '/finish', 1 ) ).toBeUndefined();
		expect( neighbour( routes, '/nowhere', 1 ) ).toBeUndefined();
		expect( routes.map( ( route ) => route.container ) ).toEqual( [
			'sm',
			'lg',
			'lg',
			'lg',
			'lg',
		] );
	} );
} );
