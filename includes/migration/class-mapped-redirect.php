<?php
/**
 * One redirect rule a source plugin kept, mapped to our rule's fields (includes/settings/redirect.json),
 * with the hits it counted and what could not be carried over exactly: `notes` name each conversion
 * (kept_difference) and, when the rule cannot be carried over at all (`skip`), why (unsupported).
 *
 * @package Sightline
 */

namespace Sightline\Migration;

defined( 'ABSPATH' ) || exit;

final class Mapped_Redirect {

	/** @var array{source: string, match: string, target: string, status: int, query: string, enabled: bool} */
	public array $rule;

	/** Requests the source plugin counted for this rule. */
	public int $hits = 0;

	/** When the source plugin last counted a request (unix time), null when never. */
	public ?int $last_hit = null;

	/** Whether the rule is left out (a note says why). */
	public bool $skip = false;

	/** @var list<array{reason: string, value: string}> */
	public array $notes = array();

	public function __construct( string $source, string $match, string $target, int $status, string $query = 'keep', bool $enabled = true ) {
		$this->rule = array(
			'source'  => $source,
			'match'   => $match,
			'target'  => in_array( $status, array( 410, 451 ), true ) ? '' : $target,
			'status'  => $status,
			'query'   => $query,
			'enabled' => $enabled,
		);
	}

	/** Carried over with a change the summary names. */
	public function converted( string $how ): void {
		$this->notes[] = array(
			'reason' => 'kept_difference',
			'value'  => $how,
		);
	}

	/** Left out; $what names the source's feature Sightline SEO has no equivalent for. */
	public function skipped( string $what ): void {
		$this->skip    = true;
		$this->notes[] = array(
			'reason' => 'unsupported',
			'value'  => $what,
		);
	}

	/** How the summary names the rule: "/old → /new", or "/old → 410". */
	public function label(): string {
		$target = '' === $this->rule['target'] ? (string) $this->rule['status'] : $this->rule['target'];
		return sprintf( '%s → %s', '' === $this->rule['source'] ? '?' : $this->rule['source'], $target );
	}

	/**
	 * The hit count and last hit the source stored: $last in the site's time zone (Rank Math writes
	 * current_time( 'mysql' )) or UTC (Redirection writes NOW()); the "never" values ('0000-…',
	 * '1970-01-01 …') read as null.
	 */
	public function hits_from( int $hits, ?string $last, bool $site_time ): void {
		$this->hits = max( 0, $hits );
		if ( null !== $last && '' !== $last && ! str_starts_with( $last, '0000' ) && ! str_starts_with( $last, '1970-01-01' ) ) {
			$time           = strtotime( ( $site_time ? get_gmt_from_date( $last ) : $last ) . ' UTC' );
			$this->last_hit = false === $time ? null : $time;
		}
	}
}
