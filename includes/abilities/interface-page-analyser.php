<?php
/**
 * What the analyse-post ability needs from the page-level checks: the checks of one post or term, run
 * server-side from the same rules the editor runs (it never holds a copy of them).
 *
 * @package Sightline
 */

namespace Sightline\Abilities;

use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

interface Page_Analyser_Interface {

	/**
	 * The page checks of the object as saved, in the editor's order, with the author's ignore flags.
	 *
	 * @return list<array{id: string, status: string, message: string, description: string, category: string, ignore: bool}>
	 */
	public function analyse( WP_Post|WP_Term $object ): array;
}
