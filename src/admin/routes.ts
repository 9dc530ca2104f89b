/**
 * The settings app's route table: every route, its section, its submenu, its feature flag
 * and whether other plugins' data can be migrated into it. Navigation and routing both read this table.
 */
import { applyFilters } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

import NotFoundMonitor from './screens/404-monitor';
import AiCrawlers from './screens/ai-crawlers';
import ArchivePages from './screens/archive-pages';
import BulkAi from './screens/bulk-ai';
import ContentPerformance from './screens/content-performance';
import Dashboard from './screens/dashboard';
import HomepageAdvanced from './screens/homepage-advanced';
import HomepageGeneral from './screens/homepage-general';
import HomepageSocial from './screens/homepage-social';
import ImportExport from './screens/import-export';
import ManageFeatures from './screens/manage-features';
import MetaTemplates from './screens/meta-templates';
import Migrate from './screens/migrate';
import Miscellaneous from './screens/miscellaneous';
import Redirects from './screens/redirects';
import RobotInstructions from './screens/robot-instructions';
import RobotsTxtEditor from './screens/robots-txt-editor';
import Schema from './screens/schema';
import SearchConsole from './screens/search-console';
import SiteSeoAnalysis from './screens/site-seo-analysis';
import Sitemaps from './screens/sitemaps';
import SocialAccounts from './screens/social-accounts';
import SocialFacebook from './screens/social-facebook';
import SocialImage from './screens/social-image';
import SocialX from './screens/social-x';

export type FeatureFlag =
	| 'enable_page_level_seo'
	| 'enable_google_console'
	| 'enable_schemas'
	| 'enable_migration';

export type FeatureFlags = Record< FeatureFlag, boolean >;

export interface ScreenProps {
	/** The matched path, for screens shared by several routes (robot instructions). */
	path: string;
}

export interface NavLink {
	path: string;
	label: string;
	screen: ComponentType< ScreenProps >;
	/** Data from other SEO plugins can be imported into this screen. */
	migratable?: boolean;
	flag?: FeatureFlag;
	/** Submenu: the first child usually shares the parent's path. */
	children?: NavLink[];
}

export interface NavSection {
	id: string;
	label: string;
	flag?: FeatureFlag;
	links: NavLink[];
}

export const NAVIGATION_FILTER = 'sightline.navigation';

export function navigation(): NavSection[] {
	const sections: NavSection[] = [
		{
			id: 'dashboard',
			label: __( 'Dashboard', 'sightline-seo' ),
			links: [
				{
					path: '/dashboard',
					label: __( 'Dashboard', 'sightline-seo' ),
					screen: Dashboard,
				},
				{
					path: '/site-seo-analysis',
					label: __( 'Site SEO Analysis', 'sightline-seo' ),
					screen: SiteSeoAnalysis,
				},
			],
		},
		{
			id: 'general',
			label: __( 'General', 'sightline-seo' ),
			links: [
				{
					path: '/general',
					label: __( 'Meta Templates', 'sightline-seo' ),
					screen: MetaTemplates,
					migratable: true,
				},
				{
					path: '/general/social',
					label: __( 'Social', 'sightline-seo' ),
					screen: SocialImage,
					migratable: true,
					children: [
						{
							path: '/general/social',
							label: __(
								'Default Social Image',
								'sightline-seo'
							),
							screen: SocialImage,
							migratable: true,
						},
						{
							path: '/general/social/facebook',
							label: __( 'Facebook', 'sightline-seo' ),
							screen: SocialFacebook,
							migratable: true,
						},
						{
							path: '/general/social/x',
							label: __( 'X', 'sightline-seo' ),
							screen: SocialX,
							migratable: true,
						},
						{
							path: '/general/social/accounts',
							label: __( 'Other Accounts', 'sightline-seo' ),
							screen: SocialAccounts,
							migratable: true,
						},
					],
				},
				{
					path: '/general/homepage',
					label: __( 'Home Page', 'sightline-seo' ),
					screen: HomepageGeneral,
					migratable: true,
					children: [
						{
							path: '/general/homepage',
							label: __( 'General', 'sightline-seo' ),
							screen: HomepageGeneral,
							migratable: true,
						},
						{
							path: '/general/homepage/social',
							label: __( 'Social', 'sightline-seo' ),
							screen: HomepageSocial,
							migratable: true,
						},
						{
							path: '/general/homepage/advanced',
							label: __( 'Advanced', 'sightline-seo' ),
							screen: HomepageAdvanced,
							migratable: true,
						},
					],
				},
				{
					path: '/general/archive_pages',
					label: __( 'Archive Pages', 'sightline-seo' ),
					screen: ArchivePages,
					migratable: true,
				},
			],
		},
		{
			id: 'advanced',
			label: __( 'Advanced', 'sightline-seo' ),
			links: [
				{
					path: '/advanced/robot_instructions',
					label: __( 'Robot Instructions', 'sightline-seo' ),
					screen: RobotInstructions,
					migratable: true,
					children: [
						{
							path: '/advanced/robot_instructions/indexing',
							label: __( 'Indexing', 'sightline-seo' ),
							screen: RobotInstructions,
							migratable: true,
						},
						{
							path: '/advanced/robot_instructions/following',
							label: __( 'Following', 'sightline-seo' ),
							screen: RobotInstructions,
							migratable: true,
						},
						{
							path: '/advanced/robot_instructions/archiving',
							label: __( 'Archiving', 'sightline-seo' ),
							screen: RobotInstructions,
							migratable: true,
						},
					],
				},
				{
					path: '/advanced/sitemaps',
					label: __( 'Sitemaps', 'sightline-seo' ),
					screen: Sitemaps,
					migratable: true,
				},
				{
					path: '/advanced/schema',
					label: __( 'Schema', 'sightline-seo' ),
					screen: Schema,
					flag: 'enable_schemas',
				},
				{
					path: '/advanced/robots-txt-editor',
					label: __( 'Robots.txt Editor', 'sightline-seo' ),
					screen: RobotsTxtEditor,
				},
				// Issue 31: which AI crawlers robots.txt lets in.
				{
					path: '/advanced/ai-crawlers',
					label: __( 'AI Crawlers', 'sightline-seo' ),
					screen: AiCrawlers,
				},
			],
		},
		{
			id: 'search-console',
			label: __( 'Search Console', 'sightline-seo' ),
			flag: 'enable_google_console',
			links: [
				{
					path: '/search-console',
					label: __( 'Search Console', 'sightline-seo' ),
					screen: SearchConsole,
				},
				{
					path: '/content-performance',
					label: __( 'Content Performance', 'sightline-seo' ),
					screen: ContentPerformance,
				},
			],
		},
		{
			id: 'tools',
			label: __( 'Tools', 'sightline-seo' ),
			links: [
				{
					path: '/tools/manage-features',
					label: __( 'Manage Features', 'sightline-seo' ),
					screen: ManageFeatures,
				},
				{
					path: '/tools/import-export',
					label: __( 'Import/Export', 'sightline-seo' ),
					screen: ImportExport,
				},
				// Issue 18: redirect rules (added after the first set of routes).
				{
					path: '/tools/redirects',
					label: __( 'Redirects', 'sightline-seo' ),
					screen: Redirects,
				},
				// Issue 18: the 404 monitor, beside the redirects it leads to.
				{
					path: '/tools/404-monitor',
					label: __( '404 Monitor', 'sightline-seo' ),
					screen: NotFoundMonitor,
				},
				{
					path: '/tools/bulk-ai',
					label: __( 'Bulk AI', 'sightline-seo' ),
					screen: BulkAi,
					children: [
						{
							path: '/tools/bulk-ai',
							label: __(
								'Titles and descriptions',
								'sightline-seo'
							),
							screen: BulkAi,
						},
						{
							path: '/tools/bulk-ai/images',
							label: __( 'Images', 'sightline-seo' ),
							screen: BulkAi,
						},
					],
				},
				{
					path: '/tools/migrate',
					label: __( 'Migrate', 'sightline-seo' ),
					screen: Migrate,
					flag: 'enable_migration',
				},
				{
					path: '/tools/miscellaneous',
					label: __( 'Miscellaneous', 'sightline-seo' ),
					screen: Miscellaneous,
				},
			],
		},
	];
	/**
	 * Filters the settings app's navigation so add-ons can add sections, links or submenus.
	 *
	 * @param {NavSection[]} sections
	 */
	return applyFilters( NAVIGATION_FILTER, sections ) as NavSection[];
}

const enabled = ( flag: FeatureFlag | undefined, flags: FeatureFlags ) =>
	! flag || flags[ flag ];

/** The navigation with the areas of switched-off features removed. */
export function visibleNavigation(
	sections: NavSection[],
	flags: FeatureFlags
): NavSection[] {
	const visibleLinks = ( links: NavLink[] ): NavLink[] =>
		links
			.filter( ( link ) => enabled( link.flag, flags ) )
			.map( ( link ) =>
				link.children
					? { ...link, children: visibleLinks( link.children ) }
					: link
			);
	return sections
		.filter( ( section ) => enabled( section.flag, flags ) )
		.map( ( section ) => ( {
			...section,
			links: visibleLinks( section.links ),
		} ) )
		.filter( ( section ) => section.links.length > 0 );
}

/** Every routable path with its screen, parents before children, each path once. */
export function routeList( sections: NavSection[] ): NavLink[] {
	const seen = new Map< string, NavLink >();
	const walk = ( links: NavLink[] ) => {
		for ( const link of links ) {
			if ( ! seen.has( link.path ) ) {
				seen.set( link.path, link );
			}
			walk( link.children ?? [] );
		}
	};
	sections.forEach( ( section ) => walk( section.links ) );
	return [ ...seen.values() ];
}

export function findRoute(
	sections: NavSection[],
	path: string
): NavLink | undefined {
	const normalised = path.length > 1 ? path.replace( /\/+$/, '' ) : path;
	return routeList( sections ).find( ( link ) => link.path === normalised );
}
