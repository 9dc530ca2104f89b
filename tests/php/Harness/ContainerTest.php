<?php
/**
 * The container and the composition root's factories: a factory may name its service's constructor
 * arguments by class (each built first, once) or be a closure; every factory the plugin declares builds
 * its service, and each list of classes matches its constructor, so a changed constructor fails here
 * rather than on the first request that builds the service.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Harness;

use Sightline\Container;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

/**
 * @covers \Sightline\Container
 */
final class ContainerTest extends TestCase {

	public function test_a_list_of_classes_builds_the_service_from_those_services_built_once(): void {
		$container = new Container(
			array(
				\ArrayObject::class        => array(),
				\SplObjectStorage::class   => array(),
				Container_Test_Pair::class => array( \ArrayObject::class, \SplObjectStorage::class ),
				Container_Test_Twin::class => static fn( Container $c ) => new Container_Test_Twin( $c->get( Container_Test_Pair::class ) ),
			)
		);
		$twin      = $container->get( Container_Test_Twin::class );
		$this->assertInstanceOf( Container_Test_Twin::class, $twin );
		$this->assertSame( $container->get( Container_Test_Pair::class ), $twin->pair );
		$this->assertSame( $container->get( \ArrayObject::class ), $twin->pair->first );
		$this->assertInstanceOf( \SplObjectStorage::class, $twin->pair->second );
		$this->assertTrue( $container->is_built( \ArrayObject::class ) );
	}

	public function test_an_unknown_service_and_a_factory_that_builds_something_else_fail_by_name(): void {
		$container = new Container( array( \ArrayObject::class => static fn() => new \SplObjectStorage() ) );
		try {
			$container->get( \SplStack::class );
			$this->fail( 'an unknown service' );
		} catch ( \LogicException $e ) {
			$this->assertSame( 'Sightline SEO: no service SplStack.', $e->getMessage() );
		}
		$this->expectExceptionMessage( 'Sightline SEO: the factory of ArrayObject built a SplObjectStorage.' );
		$container->get( \ArrayObject::class );
	}

	public function test_every_list_of_classes_the_plugin_declares_matches_its_constructor(): void {
		$lists = 0;
		foreach ( self::factories() as $id => $factory ) {
			if ( $factory instanceof \Closure ) {
				continue;
			}
			++$lists;
			$constructor = ( new \ReflectionClass( $id ) )->getConstructor();
			$parameters  = $constructor ? $constructor->getParameters() : array();
			$named       = array_slice( $parameters, 0, count( $factory ) );
			$types       = array_map( static fn( \ReflectionParameter $p ): string => (string) $p->getType(), $named );
			$this->assertSame( $types, $factory, "{$id}: its factory names its constructor's argument classes, in order" );
			foreach ( array_slice( $parameters, count( $factory ) ) as $rest ) {
				$this->assertTrue( $rest->isOptional(), "{$id}: \${$rest->getName()} is left to its default" );
			}
			foreach ( $factory as $dependency ) {
				$this->assertArrayHasKey( $dependency, self::factories(), "{$id} needs {$dependency}, which has a factory" );
			}
		}
		$this->assertGreaterThan( 60, $lists );
	}

	public function test_every_factory_the_plugin_declares_builds_its_service(): void {
		foreach ( array_keys( self::factories() ) as $id ) {
			$this->assertInstanceOf( $id, Plugin::get( $id ), $id );
		}
	}

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	private static function factories(): array {
		return Plugin::factories();
	}
}

/** A service made of two others (for the container's own tests). */
final class Container_Test_Pair {
	public function __construct( public \ArrayObject $first, public \SplObjectStorage $second ) {}
}

/** A service a closure builds. */
final class Container_Test_Twin {
	public function __construct( public Container_Test_Pair $pair ) {}
}
