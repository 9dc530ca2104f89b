/**
 * The app's side navigation: sections, links, submenus of the active link, "migratable" markers.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'wouter';

import type { NavLink, NavSection } from '../routes';

function isActive( link: NavLink, location: string ): boolean {
	return location === link.path || location.startsWith( link.path + '/' );
}

function MigratableMarker() {
	return (
		<span
			className="sightline-nav__migratable"
			title={ __(
				'Settings from other SEO plugins can be imported here.',
				'sightline-seo'
			) }
		>
			<span aria-hidden="true">↻</span>
			<span className="screen-reader-text">
				{ __( '(migratable)', 'sightline-seo' ) }
			</span>
		</span>
	);
}

function NavItem( { link, location }: { link: NavLink; location: string } ) {
	const active = isActive( link, location );
	const current =
		location === link.path ||
		( !! link.children && location === link.path );
	return (
		<li
			className={
				active ? 'sightline-nav__item is-active' : 'sightline-nav__item'
			}
		>
			<Link
				href={ link.path }
				className="sightline-nav__link"
				aria-current={ current && ! link.children ? 'page' : undefined }
				data-migratable={ link.migratable ? 'true' : undefined }
			>
				{ link.label }
				{ link.migratable && <MigratableMarker /> }
			</Link>
			{ link.children && active && (
				<ul className="sightline-nav__submenu">
					{ link.children.map( ( child ) => (
						<li
							key={ child.path }
							className={
								location === child.path
									? 'sightline-nav__item is-active'
									: 'sightline-nav__item'
							}
						>
							<Link
								href={ child.path }
								className="sightline-nav__link"
								aria-current={
									location === child.path ? 'page' : undefined
								}
							>
								{ child.label }
							</Link>
						</li>
					) ) }
				</ul>
			) }
		</li>
	);
}

export function NavigationMenu( {
	sections,
	location,
}: {
	sections: NavSection[];
	location: string;
} ) {
	return (
		<nav
			className="sightline-nav"
			aria-label={ __( 'Sightline SEO', 'sightline-seo' ) }
		>
			{ sections.map( ( section ) => (
				<div key={ section.id } className="sightline-nav__section">
					<h2 className="sightline-nav__heading">
						{ section.label }
					</h2>
					<ul className="sightline-nav__list">
						{ section.links.map( ( link ) => (
							<NavItem
								key={ link.path }
								link={ link }
								location={ location }
							/>
						) ) }
					</ul>
				</div>
			) ) }
		</nav>
	);
}
