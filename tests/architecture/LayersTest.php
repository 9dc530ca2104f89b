<?php
/**
 * The plugin's architecture rules, checked by phpat inside PHPStan (`composer phpstan`, the lint stage):
 * dependencies run one way, features → shared bases → the kernel → WordPress.
 *
 * - The kernel (autoloader, container, the hookable and module interfaces, the request kind) and the
 *   shared bases (rest/, db/, http/, contracts/, abilities/, files/) know no feature.
 * - Features are ordered: each may use the features before it in FEATURES, never one after it, so no two
 *   features depend on each other.
 * - No feature uses the composition root (Plugin, Lifecycle, Uninstaller, Delete_Data_Command): a service gets what it
 *   needs through its constructor, from its module's factory.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Architecture;

use PHPat\Selector\Selector;
use PHPat\Test\Builder\Rule;
use PHPat\Test\PHPat;

final class LayersTest {

	/**
	 * The features, each allowed to use only those listed before it (the settings everyone reads first;
	 * the screens and the migration, which bring several features together, last).
	 */
	public const FEATURES = array(
		'Settings',
		'Multilingual',
		'Head',
		'Blocks',
		'Structured_Data',
		'Sitemaps',
		'Robots',
		'Llms',
		'Indexnow',
		'Redirects',
		'Permalinks',
		'Not_Found',
		'Ai',
		'Admin',
		'Checks',
		'Search_Console',
		'Migration',
		'Onboarding',
	);

	/** The shared bases: parts several features build on. */
	public const SHARED = array( 'Rest', 'Db', 'Http', 'Contracts', 'Abilities', 'Files' );

	/** The kernel's classes, in the `Sightline` namespace itself. */
	public const KERNEL = array( 'Autoloader', 'Container', 'Hookable_Interface', 'Module_Interface', 'Request_Kind' );

	/** The composition root: it alone knows every feature. */
	public const ROOT = array( 'Plugin', 'Lifecycle', 'Uninstaller', 'Delete_Data_Command' );

	public function test_the_kernel_and_the_shared_bases_know_no_feature(): Rule {
		return PHPat::rule()
			->classes( ...self::kernel(), ...self::namespaces( self::SHARED ) )
			->shouldNotDependOn()
			->classes( ...self::namespaces( self::FEATURES ), ...self::root() )
			->because( 'features build on the kernel and the shared bases, never the reverse' );
	}

	/**
	 * @return iterable<string, Rule>
	 */
	public function test_each_feature_uses_only_the_features_before_it(): iterable {
		foreach ( self::FEATURES as $position => $feature ) {
			$later = array_slice( self::FEATURES, $position + 1 );
			if ( array() === $later ) {
				continue;
			}
			yield $feature => PHPat::rule()
				->classes( Selector::inNamespace( 'Sightline\\' . $feature ) )
				->shouldNotDependOn()
				->classes( ...self::namespaces( $later ) )
				->because( "dependencies between features run one way ({$feature} comes before " . implode( ', ', $later ) . ')' );
		}
	}

	public function test_no_feature_asks_the_composition_root(): Rule {
		return PHPat::rule()
			->classes( ...self::namespaces( array_merge( self::FEATURES, self::SHARED ) ) )
			->shouldNotDependOn()
			->classes( ...self::root() )
			->because( 'a service gets what it needs through its constructor, from its module\'s factory' );
	}

	/**
	 * @param list<string> $names
	 * @return list<\PHPat\Selector\SelectorInterface>
	 */
	private static function namespaces( array $names ): array {
		return array_map( static fn( string $name ) => Selector::inNamespace( 'Sightline\\' . $name ), $names );
	}

	/**
	 * @return list<\PHPat\Selector\SelectorInterface>
	 */
	private static function kernel(): array {
		return array_map( static fn( string $name ) => Selector::classname( 'Sightline\\' . $name ), self::KERNEL );
	}

	/**
	 * @return list<\PHPat\Selector\SelectorInterface>
	 */
	private static function root(): array {
		return array_map( static fn( string $name ) => Selector::classname( 'Sightline\\' . $name ), self::ROOT );
	}
}
