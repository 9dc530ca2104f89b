<?php
/**
 * The Redirection plugin (johngodley/redirection) as a migration source. It is not an SEO plugin: it
 * keeps no titles, descriptions or per-post SEO data, only redirects (read by
 * Redirect_Sources\Redirection). So its migration has no global settings, terms or posts to carry
 * over; the migration summary lists its redirects and what could not be carried over.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Sources;

use Sightline\Migration\Abstract_Source;
use Sightline\Migration\Mapped;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Redirection extends Abstract_Source {

	public function global_settings( array $current ): Mapped {
		return new Mapped();
	}

	public function post_ids( int $offset, int $limit ): array {
		return array();
	}

	public function posts_after( int $after_id, int $limit ): array {
		return array();
	}

	public function count_posts(): int {
		return 0;
	}

	/**
	 * @return list<array{id: int, type: string}>
	 */
	public function few_posts(): array {
		return array();
	}

	public function count_step( int $after_id, int $step ): array {
		return array(
			'last'  => $after_id,
			'read'  => 0,
			'found' => 0,
		);
	}

	public function is_post_data_key( string $meta_key ): bool {
		return false;
	}

	public function term_ids( int $offset, int $limit ): array {
		return array();
	}

	public function count_terms(): int {
		return 0;
	}

	public function post( WP_Post $post ): Mapped {
		return new Mapped();
	}

	public function term( WP_Term $term ): Mapped {
		return new Mapped();
	}
}
