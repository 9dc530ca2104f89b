/**
 * The wizard's hash routes in order. The migration route exists only when the
 * migration feature is on and another SEO plugin (or its leftover data) was detected. The step
 * indicator shows every route but the finish screen, so it has one fewer step than there are routes.
 */
import { __ } from '@wordpress/i18n';

export const ROUTES = {
	welcome: '/',
	migration: '/migration',
	websiteDetails: '/website-details',
	socialProfiles: '/social-profiles',
	userDetails: '/user-details',
	finish: '/finish',
} as const;

export type WizardPath = ( typeof ROUTES )[ keyof typeof ROUTES ];

export type ContainerSize = 'sm' | 'md' | 'lg';

export interface WizardRoute {
	path: WizardPath;
	/** Name of the step in the indicator. */
	label: string;
	container: ContainerSize;
}

export function showMigrationStep(
	migrationEnabled: boolean,
	sourceCount: number
): boolean {
	return migrationEnabled && sourceCount > 0;
}

export function wizardRoutes( withMigration: boolean ): WizardRoute[] {
	const routes: Array< WizardRoute | false > = [
		{
			path: ROUTES.welcome,
			label: __( 'Welcome', 'sightline-seo' ),
			container: 'sm',
		},
		withMigration && {
			path: ROUTES.migration,
			label: __( 'Migration', 'sightline-seo' ),
			container: 'lg',
		},
		{
			path: ROUTES.websiteDetails,
			label: __( 'Website Details', 'sightline-seo' ),
			container: 'lg',
		},
		{
			path: ROUTES.socialProfiles,
			label: __( 'Social Profiles', 'sightline-seo' ),
			container: 'lg',
		},
		{
			path: ROUTES.userDetails,
			label: __( 'User Details', 'sightline-seo' ),
			container: 'lg',
		},
		{
			path: ROUTES.finish,
			label: __( 'Finish', 'sightline-seo' ),
			container: 'lg',
		},
	];
	return routes.filter( ( route ): route is WizardRoute => route !== false );
}

/** The numbered steps of the indicator: all routes but finish. */
export function indicatorSteps( routes: WizardRoute[] ): WizardRoute[] {
	return routes.filter( ( route ) => route.path !== ROUTES.finish );
}

export function findRoute(
	routes: WizardRoute[],
	path: string
): WizardRoute | undefined {
	return routes.find( ( route ) => route.path === path );
}

/** The route before (-1) or after (+1) the given one, if any. */
export function neighbour(
	routes: WizardRoute[],
	path: string,
	delta: -1 | 1
): WizardRoute | undefined {
	const index = routes.findIndex( ( route ) => route.path === path );
	return index < 0 ? undefined : routes[ index + delta ];
}
