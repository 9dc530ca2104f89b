<?php
/**
 * The page-level SEO checks run on the server (abilities, WP-CLI, list screens): the same rule set
 * as the editor's sidebar (page-checks.json for which rules run and in which order; Page_Rules, the
 * twin of src/checks/rules.ts, for what each says), on a post or term as saved and as its head
 * resolves it.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Page;

use Sightline\Head\Context;
use Sightline\Head\Head_Output;
use Sightline\Settings\Limits;
use Sightline\Settings\Object_Meta;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Page_Checks {

	/** @var array{page: list<string>, content_only: list<string>, keyword: list<string>, no_keyword: string}|null */
	private static ?array $rule_set = null;

	public function __construct( private Head_Output $head ) {}

	/**
	 * The checks of a saved post or term, in the editor's order, with the author's ignore flags.
	 *
	 * @return list<array{id: string, status: string, message: string, description: string, category: string, ignore: bool}>
	 */
	public function analyse( WP_Post|WP_Term $object ): array {
		$is_post = $object instanceof WP_Post;
		$meta    = Object_Meta::values( $is_post ? 'post' : 'term', $is_post ? $object->ID : $object->term_id );
		$ignored = is_array( $meta['ignored_checks'] ) ? array_values( array_map( 'strval', $meta['ignored_checks'] ) ) : array();
		return self::run( $this->check_input( $object, $meta ), Limits::all(), $ignored );
	}

	/**
	 * Every page-level check on resolved page values (the shared fixtures call this directly).
	 *
	 * @param array<string, int> $limits
	 * @param list<string>       $ignored Check ids the author chose to ignore.
	 * @return list<array{id: string, status: string, message: string, description: string, category: string, ignore: bool}>
	 */
	public static function run( Page_Check_Input $input, array $limits, array $ignored = array() ): array {
		$set     = self::rule_set();
		$rules   = new Page_Rules( $input, $limits, Content_Facts::of( $input->content ) );
		$results = array();
		foreach ( $set['page'] as $id ) {
			if ( $input->is_taxonomy && in_array( $id, $set['content_only'], true ) ) {
				continue; // A term has only a description: no media, links or subheadings to check.
			}
			$draft = $rules->page( $id );
			if ( null !== $draft ) {
				$results[] = self::with_meta( $draft, 'page', $ignored );
			}
		}
		foreach ( $rules->keyword( $set['keyword'], $set['no_keyword'] ) as $draft ) {
			$results[] = self::with_meta( $draft, 'keyword', $ignored );
		}
		return $results;
	}

	/**
	 * The values a visitor and a search engine get for the object, as the editor computes them for
	 * its unsaved state (src/editor/resolve.ts checkInput()); the keyphrase checks read them too.
	 *
	 * @param array<string, mixed> $meta The object's fields (Object_Meta::values()).
	 */
	public function check_input( WP_Post|WP_Term $object, array $meta ): Page_Check_Input {
		$is_post = $object instanceof WP_Post;
		$context = $is_post ? Context::for_post( $object ) : Context::for_term( $object );
		$link    = $is_post ? get_permalink( $object ) : get_term_link( $object );
		$url     = is_string( $link ) ? $link : '';
		$title   = $this->head->resolver()->title( $context );
		if ( '' === $title ) {
			// No template at all: WordPress prints the object's own name.
			$title = $is_post ? get_the_title( $object ) : $object->name;
		}
		$canonical = Page_Text::trim( (string) $meta['canonical'] );
		return new Page_Check_Input(
			$title,
			$this->head->resolver()->description( $context ),
			$url,
			$is_post ? $object->post_content : $object->description,
			$is_post && has_post_thumbnail( $object ),
			'' !== $canonical ? $canonical : $url,
			$this->head->prints_open_graph( $context ),
			(string) $meta['focus_keyword'],
			! $is_post,
		);
	}

	/**
	 * @param array{id: string, status: string, message: string, description: string} $draft
	 * @param list<string>                                                            $ignored
	 * @return array{id: string, status: string, message: string, description: string, category: string, ignore: bool}
	 */
	private static function with_meta( array $draft, string $category, array $ignored ): array {
		return $draft + array(
			'category' => $category,
			'ignore'   => in_array( $draft['id'], $ignored, true ),
		);
	}

	/** @return array{page: list<string>, content_only: list<string>, keyword: list<string>, no_keyword: string} */
	private static function rule_set(): array {
		if ( null === self::$rule_set ) {
			$json = (string) file_get_contents( __DIR__ . '/page-checks.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin, not a URL.
			/** @var array{page: list<string>, content_only: list<string>, keyword: list<string>, no_keyword: string} $set */
			$set            = json_decode( $json, true, 8, JSON_THROW_ON_ERROR );
			self::$rule_set = $set;
		}
		return self::$rule_set;
	}
}
