<?php
/**
 * A small read/write-splitting database drop-in for the replica stage (tests/multi-server/run.sh
 * --replica) when LudicrousDB is not at hand: it behaves as HyperDB and LudicrousDB do where our code
 * can tell the difference.
 *
 * - A query that starts with SELECT, SHOW, DESCRIBE, DESC or EXPLAIN goes to the replica, including
 *   SELECT GET_LOCK(...) (their rules take it for a read too); every other query goes to the primary.
 * - Once a request wrote, its reads stay on the primary (they read what they just wrote).
 * - send_reads_to_primaries() / send_reads_to_masters() send the request's reads to the primary.
 *
 * The replica is SIGHTLINE_DB_REPLICA_HOST ("127.0.0.1:port"), with the primary's name, user and
 * password. Installed as wp-content/db.php by the stage; never part of the plugin.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB.RestrictedFunctions, WordPress.DB.RestrictedClasses, WordPress.NamingConventions.ValidVariableName

defined( 'ABSPATH' ) || exit;

final class Sightline_Replica_Wpdb extends wpdb {

	/** @var mysqli|false|null The replica's connection, made on the first read. */
	private $replica = null;

	private bool $reads_to_primary = false;

	/** How many queries each server answered (the stage's check that reads do reach the replica). */
	public array $answered = array(
		'primary' => 0,
		'replica' => 0,
	);

	public function send_reads_to_primaries(): void {
		$this->reads_to_primary = true;
	}

	public function send_reads_to_masters(): void {
		$this->send_reads_to_primaries();
	}

	/**
	 * @param string $query
	 * @return int|bool
	 */
	public function query( $query ) {
		if ( ! is_string( $query ) || $this->reads_to_primary || ! self::is_read( $query ) || ! $this->replica() ) {
			if ( is_string( $query ) && ! self::is_read( $query ) ) {
				$this->reads_to_primary = true; // Sticks to the primary after a write, as the drop-ins do.
			}
			++$this->answered['primary'];
			return parent::query( $query );
		}
		++$this->answered['replica'];
		$primary   = $this->dbh;
		$this->dbh = $this->replica;
		try {
			return parent::query( $query );
		} finally {
			$this->dbh = $primary;
		}
	}

	private static function is_read( string $query ): bool {
		$query = ltrim( $query, "\r\n\t (" );
		return 1 === preg_match( '/^(?:SELECT|SHOW|DESCRIBE|DESC|EXPLAIN)\s/i', $query )
			&& 1 !== preg_match( '/\sFOR\s+UPDATE\b|\sLOCK\s+IN\s+SHARE\s+MODE\b/i', $query );
	}

	/** @return mysqli|false */
	private function replica() {
		if ( null === $this->replica ) {
			$this->replica = false;
			if ( defined( 'SIGHTLINE_DB_REPLICA_HOST' ) && $this->dbh instanceof mysqli ) {
				list( $host, $port ) = explode( ':', SIGHTLINE_DB_REPLICA_HOST ) + array( 1 => '3306' );
				$link                = mysqli_init();
				if ( $link && @mysqli_real_connect( $link, $host, $this->dbuser, $this->dbpassword, $this->dbname, (int) $port ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a failure is reported below.
					$this->set_charset( $link );
					$this->replica = $link;
				} else {
					error_log( 'Sightline replica drop-in: cannot reach the replica ' . SIGHTLINE_DB_REPLICA_HOST ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
				}
			}
		}
		return $this->replica;
	}
}

$wpdb = new Sightline_Replica_Wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- a db.php drop-in's job.
