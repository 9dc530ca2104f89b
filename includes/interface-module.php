<?php
/**
 * A feature's wiring, kept in the feature's own folder (`includes/<feature>/class-module.php`): how each
 * of its services is built, which of them add hooks on which kind of request, and which hooks start its
 * write listeners on a page view. The composition root (Plugin) only lists the modules.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

interface Module_Interface {

	/** Every request: what a page view reads (head, sitemaps, robots.txt, early answers). */
	public const SITE = 'site';

	/**
	 * The listeners of writes (posts, terms, meta, users, settings, activation, cron): started when the
	 * request may write (Request_Kind::may_write()), and on a page view only when one of their hooks
	 * fires (write_hooks()), so a page view neither loads nor builds them.
	 */
	public const WRITES = 'writes';

	/** Requests to wp-admin, admin-ajax.php and admin-post.php (is_admin()). */
	public const ADMIN = 'admin';

	/** Requests that start the REST API (REST requests, and admin screens that preload REST data). */
	public const REST = 'rest';

	/** WP-CLI. */
	public const CLI = 'cli';

	/** When WordPress's Abilities API (6.9+) initialises its registries: only when something asks for abilities. */
	public const ABILITIES = 'abilities';

	/**
	 * How each service of the feature is built, keyed by its class: the classes of its constructor's
	 * arguments in order (each a service the container builds first), or a closure for anything more
	 * (a collaborator built on first use, a value that is not a service).
	 *
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array;

	/**
	 * The services whose hooks are added on each kind of request (Plugin::SITE, WRITES, ADMIN, REST,
	 * CLI, ABILITIES), in the order their hooks are added.
	 *
	 * @return array<string, list<class-string<Hookable_Interface>>>
	 */
	public static function hooks(): array;

	/**
	 * Every hook the feature's WRITES services listen to. On a page view each starts the write listeners
	 * when it fires (Plugin::boot()); RequestKindsTest fails when a listener adds a hook missing here.
	 *
	 * @return list<string>
	 */
	public static function write_hooks(): array;

	/**
	 * The feature's WP-CLI commands: name (`sightline redirect`) => the command's class, a service whose
	 * public methods are the subcommands. Registered on `cli_init` under WP-CLI only.
	 *
	 * @return array<string, class-string>
	 */
	public static function commands(): array;
}
