<?php
/**
 * The server's analysis of one saved post or term: its page checks, its keyphrase checks (a post's
 * focus and related keyphrases) and the readability checks of its text in its language, with the
 * author's ignored checks marked. One service for the analyse-post ability and the scores stored
 * at save (Score\Score_Store), so both answer from the same run.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Checks\Keyphrase\Keyphrase_Checks;
use Sightline\Checks\Keyphrase\Keyphrase_Facts;
use Sightline\Checks\Keyphrase\Keyphrase_Index;
use Sightline\Checks\Page\Page_Checks;
use Sightline\Checks\Readability\Readability_Checks;
use Sightline\Multilingual\Content_Language;
use Sightline\Settings\Object_Meta;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Post_Analysis {

	public function __construct( private Page_Checks $checks, private Content_Language $content_language, private Keyphrase_Index $keyphrases ) {}

	/**
	 * @return array{id: int, object_type: string, focus_keyword: string, checks: list<array<string, mixed>>, counts: array<string, int>, keyphrases: array{focus: list<array<string, mixed>>, related: list<array{keyphrase: string, checks: list<array<string, mixed>>}>}, readability: array{language: string, checks: list<array<string, mixed>>}}
	 */
	public function of( WP_Post|WP_Term $object ): array {
		$is_post  = $object instanceof WP_Post;
		$checks   = array_values( $this->checks->analyse( $object ) );
		$language = $is_post ? $this->content_language->of_post( $object ) : (string) get_locale();
		$ignored  = array_values( array_map( 'strval', (array) Object_Meta::values( $is_post ? 'post' : 'term', $is_post ? $object->ID : $object->term_id )['ignored_checks'] ) );
		$counts   = array_fill_keys( Check_Result::STATUSES, 0 );
		foreach ( $checks as $check ) {
			if ( empty( $check['ignore'] ) && isset( $counts[ $check['status'] ] ) ) {
				++$counts[ $check['status'] ];
			}
		}
		return array(
			'id'            => $is_post ? $object->ID : $object->term_id,
			'object_type'   => $is_post ? 'post' : 'term',
			'focus_keyword' => (string) ( $is_post ? get_post_meta( $object->ID, Object_Meta::key( 'focus_keyword' ), true ) : get_term_meta( $object->term_id, Object_Meta::key( 'focus_keyword' ), true ) ),
			'checks'        => $checks,
			'counts'        => $counts,
			'keyphrases'    => $is_post ? $this->keyphrases( $object, $language, $ignored ) : array(
				'focus'   => array(),
				'related' => array(),
			),
			'readability'   => array(
				'language' => $language,
				'checks'   => Readability_Checks::run( $is_post ? $object->post_content : $object->description, $language, $ignored ),
			),
		);
	}

	/**
	 * The keyphrase checks of a saved post, as the editor's Keyphrase panel shows them.
	 *
	 * @param list<string> $ignored
	 * @return array{focus: list<array<string, mixed>>, related: list<array{keyphrase: string, checks: list<array<string, mixed>>}>}
	 */
	private function keyphrases( WP_Post $post, string $language, array $ignored ): array {
		$meta    = Object_Meta::values( 'post', $post->ID );
		$input   = $this->checks->check_input( $post, $meta );
		$related = array_values( array_map( 'strval', (array) $meta['related_keyphrases'] ) );
		$slug    = '' !== $post->post_name ? urldecode( $post->post_name ) : sanitize_title( $post->post_title );
		$facts   = Keyphrase_Facts::of( $input->content, $input->title, $input->description, $slug, $post->post_type, $language, $input->focus_keyword, $related );
		$uses    = null === $facts['focus'] ? null : count( $this->keyphrases->others( $input->focus_keyword, $post->ID ) );
		return Keyphrase_Checks::results( $facts, $uses, $ignored );
	}
}
