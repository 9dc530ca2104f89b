<?php
/**
 * Builds each service the first time something asks for it, from the factories the composition root
 * gives it, and keeps it for the rest of the request. A service nobody asks for costs nothing: its class
 * file is never loaded.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Container {

	/** @var array<class-string, object> */
	private array $built = array();

	/**
	 * @param array<class-string, list<class-string>|\Closure(Container): object>                                $factories One per
	 *                                       service, keyed by its class: the classes of its constructor's arguments in order (each built
	 *                                       by this container first), or a closure that builds it.
	 * @param (\Closure(class-string): array<class-string, list<class-string>|\Closure(Container): object>)|null $more
	 *        Asked for a service with no factory yet: the factories of the feature that owns it (so a
	 *        request reads the factories of the features it uses only).
	 */
	public function __construct( private array $factories, private ?\Closure $more = null ) {}

	/**
	 * The service of class $id, built on first use.
	 *
	 * @template T of object
	 * @param class-string<T> $id
	 * @return T
	 */
	public function get( string $id ): object {
		if ( ! isset( $this->built[ $id ] ) ) {
			if ( ! isset( $this->factories[ $id ] ) && null !== $this->more ) {
				$this->factories += ( $this->more )( $id );
			}
			$factory = $this->factories[ $id ] ?? null;
			if ( null === $factory ) {
				throw new \LogicException( sprintf( 'Sightline SEO: no service %s.', $id ) );
			}
			if ( $factory instanceof \Closure ) {
				$service = $factory( $this );
			} else {
				$arguments = array();
				foreach ( $factory as $dependency ) {
					$arguments[] = $this->get( $dependency );
				}
				$service = new $id( ...$arguments );
			}
			if ( ! $service instanceof $id ) {
				throw new \LogicException( sprintf( 'Sightline SEO: the factory of %1$s built a %2$s.', $id, get_debug_type( $service ) ) );
			}
			$this->built[ $id ] = $service;
		}
		return $this->built[ $id ];
	}

	/**
	 * Whether the service has been built in this request.
	 */
	public function is_built( string $id ): bool {
		return isset( $this->built[ $id ] );
	}
}
