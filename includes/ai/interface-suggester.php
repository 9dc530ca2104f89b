<?php
/**
 * One kind of background AI job: writes one field of one object: a post's SEO title or description, an image's
 * alt text (Job_Runner asks for each field a row still lacks), shows
 * what the object has now and writes the reviewed values.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

defined( 'ABSPATH' ) || exit;

interface Suggester_Interface {

	/** The job kind it serves, stored on each row: 'seo' or 'alt'. */
	public function kind(): string;

	/**
	 * The fields it can write.
	 *
	 * @return list<string>
	 */
	public function fields(): array;

	/**
	 * The field's text for the object, or the provider's error (with its HTTP status, and retry_after
	 * when the rate limit stopped it).
	 *
	 * @return string|\WP_Error
	 */
	public function write( int $object_id, string $field );

	/** What the review shows for the object: its title or file name. */
	public function label( int $object_id ): string;

	/**
	 * The object's values of the fields now, shown beside the suggestion.
	 *
	 * @return array<string, string>
	 */
	public function current( int $object_id ): array;

	/**
	 * Why this kind of job cannot run on the site now (say, no model that reads images), or null.
	 * A job is refused up front with it, and each row fails with it.
	 */
	public function unavailable(): ?\WP_Error;

	/**
	 * Whether the current user may change the object's fields (and, for a job over one post's images,
	 * that post, $in_post, whose blocks also get them).
	 */
	public function may_edit( int $object_id, int $in_post = 0 ): bool;

	/**
	 * Writes the reviewed values (the suggestion, or the user's edit of it) to the object.
	 *
	 * @param array<string, string> $values  Field => text, only fields of fields().
	 * @param int                   $in_post The post whose content also shows the object (0: none).
	 * @return true|\WP_Error
	 */
	public function apply( int $object_id, array $values, int $in_post = 0 );
}
