<?php
/**
 * A small persistent object cache on Redis (phpredis), written for the multi-server test
 * (tests/multi-server/run.sh copies it to wp-content/object-cache.php of its own test site). It is not
 * part of the plugin: it stands for the Redis object cache a site with several web servers runs, so the
 * test sees what those sites see (every server reading and writing one shared cache).
 *
 * Redis address: the SIGHTLINE_REDIS environment variable (host:port), which the test gives every PHP
 * process it starts. Keys: "<prefix><blog>:<group>:<key>" (global groups without the blog). Values are
 * PHP-serialised; non-persistent groups and every read are also kept in memory for the request.
 *
 * @package Sightline\Tests
 */

// phpcs:disable -- a drop-in loaded by WordPress before anything else; it follows WordPress core's own cache API.

if ( ! class_exists( 'Redis' ) ) {
	die( 'tests/multi-server/object-cache.php needs the phpredis extension (Debian: php8.2-redis).' );
}

final class WP_Object_Cache {

	private Redis $redis;

	/** @var array<string, mixed> The request's copy of what it read or wrote. */
	private array $local = array();

	/** @var array<string, true> */
	private array $global_groups = array();

	/** @var array<string, true> */
	private array $non_persistent = array();

	private int $blog_id;

	private string $prefix;

	public int $cache_hits = 0;

	public int $cache_misses = 0;

	public function __construct() {
		$address = (string) getenv( 'SIGHTLINE_REDIS' );
		if ( ! preg_match( '/^([\w.-]+):(\d+)$/', $address, $m ) ) {
			die( 'tests/multi-server/object-cache.php: set SIGHTLINE_REDIS=host:port for every PHP process of this site.' );
		}
		$this->redis = new Redis();
		$this->redis->connect( $m[1], (int) $m[2], 2.0 );
		$this->redis->setOption( Redis::OPT_SERIALIZER, Redis::SERIALIZER_PHP );
		$this->blog_id = function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1;
		$this->prefix  = 'wp:' . ( $GLOBALS['table_prefix'] ?? 'wp_' ) . ':';
	}

	private function key( $key, string $group ): string {
		$group = '' === $group ? 'default' : $group;
		$scope = isset( $this->global_groups[ $group ] ) ? 'global' : (string) $this->blog_id;
		return $this->prefix . $scope . ':' . $group . ':' . $key;
	}

	private function persistent( string $group ): bool {
		return ! isset( $this->non_persistent[ '' === $group ? 'default' : $group ] );
	}

	private static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$id = $this->key( $key, (string) $group );
		if ( ! $force && array_key_exists( $id, $this->local ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $id ] );
		}
		if ( ! $this->persistent( (string) $group ) ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$raw = $this->redis->get( $id );
		// phpredis answers false for a missing key; a stored false is kept wrapped.
		if ( false === $raw ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$value             = is_array( $raw ) && array_key_exists( 'sightline-false', $raw ) ? false : $raw;
		$this->local[ $id ] = $value;
		$found             = true;
		++$this->cache_hits;
		return self::copy( $value );
	}

	public function get_multiple( $keys, $group = 'default', $force = false ) {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->get( $key, $group, $force );
		}
		return $values;
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		$id                 = $this->key( $key, (string) $group );
		$this->local[ $id ] = self::copy( $data );
		if ( ! $this->persistent( (string) $group ) ) {
			return true;
		}
		$stored = false === $data ? array( 'sightline-false' => true ) : $data;
		return (int) $expire > 0 ? $this->redis->setex( $id, (int) $expire, $stored ) : $this->redis->set( $id, $stored );
	}

	public function set_multiple( array $data, $group = 'default', $expire = 0 ) {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $done;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		$id = $this->key( $key, (string) $group );
		if ( ! $this->persistent( (string) $group ) ) {
			if ( array_key_exists( $id, $this->local ) ) {
				return false;
			}
			$this->local[ $id ] = self::copy( $data );
			return true;
		}
		$stored  = false === $data ? array( 'sightline-false' => true ) : $data;
		$options = array( 'nx' );
		if ( (int) $expire > 0 ) {
			$options['ex'] = (int) $expire;
		}
		$added = (bool) $this->redis->set( $id, $stored, $options );
		if ( $added ) {
			$this->local[ $id ] = self::copy( $data );
		}
		return $added;
	}

	public function add_multiple( array $data, $group = 'default', $expire = 0 ) {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $done;
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ) {
		$found = false;
		$this->get( $key, $group, true, $found );
		return $found ? $this->set( $key, $data, $group, $expire ) : false;
	}

	public function delete( $key, $group = 'default' ) {
		$id = $this->key( $key, (string) $group );
		unset( $this->local[ $id ] );
		return $this->persistent( (string) $group ) ? (bool) $this->redis->del( $id ) : true;
	}

	public function delete_multiple( array $keys, $group = 'default' ) {
		$done = array();
		foreach ( $keys as $key ) {
			$done[ $key ] = $this->delete( $key, $group );
		}
		return $done;
	}

	public function incr( $key, $offset = 1, $group = 'default' ) {
		$value = $this->get( $key, $group, true );
		if ( false === $value ) {
			return false;
		}
		$value = max( 0, (int) $value + (int) $offset );
		$this->set( $key, $value, $group );
		return $value;
	}

	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -(int) $offset, $group );
	}

	public function flush() {
		$this->local = array();
		foreach ( $this->redis->keys( $this->prefix . '*' ) as $id ) {
			$this->redis->del( $id );
		}
		return true;
	}

	public function flush_runtime() {
		$this->local = array();
		return true;
	}

	public function flush_group( $group ) {
		foreach ( array( 'global', (string) $this->blog_id ) as $scope ) {
			foreach ( $this->redis->keys( $this->prefix . $scope . ':' . $group . ':*' ) as $id ) {
				$this->redis->del( $id );
			}
		}
		foreach ( array_keys( $this->local ) as $id ) {
			if ( str_contains( $id, ':' . $group . ':' ) ) {
				unset( $this->local[ $id ] );
			}
		}
		return true;
	}

	public function add_global_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	public function add_non_persistent_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent[ $group ] = true;
		}
	}

	public function switch_to_blog( $blog_id ) {
		$this->blog_id = (int) $blog_id;
	}

	public function close() {
		$this->redis->close();
		return true;
	}
}

function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, (int) $expire );
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, (int) $expire );
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
}

function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
}

function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}

function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
}

function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}

function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	return false;
}
