<?php
/**
 * Resolves the `%token%` template variables of includes/settings/variables.json for a Context.
 *
 * The catalogue file is the one list shared with the settings app (its @ suggestions and previews).
 * Tokens that are not in it never reach the page: replace() drops them, and unknown_tokens() lists them
 * so the screen editing the template can report them.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Settings\Limits;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Schema;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Variables {

	/** A token: letters, digits and underscores between two percent signs (`50% off` is not one). */
	public const PATTERN = '/%([A-Za-z][A-Za-z0-9_]*)%/';

	/** @var array<string, array<string, string>> Resolved values per context key and token, for this request. */
	private array $memo = array();

	/** Whether content is cut at the social length (auto_description.social_length): the twin of for_social(). */
	private bool $social = false;

	/** The twin that cuts content for social networks, made on first use. */
	private ?self $social_twin = null;

	/**
	 * Whether values are given as written (entities written out, as stored) for a description cut as a
	 * whole (auto_description.scope "template"): the twin of for_written().
	 */
	private bool $written = false;

	/** The twin that gives values as written, made on first use. */
	private ?self $written_twin = null;

	public function __construct( private Settings $settings ) {}

	/**
	 * The catalogue: token => label, description, contexts.
	 *
	 * @return array<string, array{token: string, label: string, description: string, contexts: list<string>}>
	 */
	public static function catalogue(): array {
		static $list = null;
		if ( null === $list ) {
			$list = array();
			foreach ( Schema::load( 'variables' )['variables'] as $variable ) {
				$list[ $variable['token'] ] = $variable;
			}
		}
		return $list;
	}

	/**
	 * The tokens in $template that the catalogue does not know, each once, in order of appearance.
	 *
	 * @return list<string> Token names without the percent signs.
	 */
	public static function unknown_tokens( string $template ): array {
		preg_match_all( self::PATTERN, $template, $matches );
		return array_values( array_unique( array_diff( $matches[1], array_keys( self::catalogue() ) ) ) );
	}

	/**
	 * $template with every token replaced by its value for $context (unknown tokens removed; the
	 * template's own text read as HTML, the values as the plain text they are), whitespace collapsed and a separator left dangling at either end by an empty token trimmed.
	 */
	public function replace( string $template, Context $context ): string {
		if ( ! str_contains( $template, '%' ) ) {
			return Text::line( $template );
		}
		$known  = self::catalogue();
		$parts  = (array) preg_split( self::PATTERN, $template, -1, PREG_SPLIT_DELIM_CAPTURE );
		$text   = '';
		$spaces = (string) $this->settings->get( 'template_spaces' );
		if ( 'as_written' === $spaces ) {
			// The source's str_replace(): the template's text and each value as they are, nothing tidied.
			foreach ( $parts as $i => $part ) {
				$text .= 0 === $i % 2 ? $this->as_written( Text::plain( (string) $part ) ) : ( isset( $known[ $part ] ) ? $this->value( (string) $part, $context ) : '' );
			}
			return '' === trim( $text ) ? '' : $text;
		}
		// tags_after (Yoast SEO): a value's own spaces (a tag removed from the title leaves those around it)
		// are set aside while the template is tidied and put back after, as its tags are removed after.
		$kept = array();
		foreach ( $parts as $i => $part ) {
			// Split parts alternate: the template's own text (markup and entities as written), then a
			// token's name. Values are plain text already: a decoded "&lt;classic&gt;" of the content
			// prints as "<classic>", as the source plugins print it, not stripped as a tag a second time.
			if ( 0 === $i % 2 ) {
				$text .= $this->as_written( (string) preg_replace( '/\s+/u', ' ', Text::plain( (string) $part ) ) );
				continue;
			}
			$value = isset( $known[ $part ] ) ? $this->value( (string) $part, $context ) : ' ';
			if ( 'tags_after' === $spaces && trim( (string) preg_replace( '/\s+/', ' ', $value ) ) !== $value ) {
				$mark          = "\x1A" . count( $kept ) . "\x1A";
				$kept[ $mark ] = $value;
				$value         = $mark;
			}
			$text .= $value;
		}
		// A value's own no-break spaces stay (its maker chose them); runs of other spaces collapse.
		$text      = trim( (string) preg_replace( '/\s+/', ' ', $text ) );
		$separator = self::separator_pattern( $this->separator() );
		if ( '' !== $separator ) {
			// Only separators standing alone between spaces count: "Well-known" keeps its hyphen.
			$text = (string) preg_replace( '/^(?:' . $separator . '\s+)+|(?:\s+' . $separator . ')+$/u', '', $text );
			$text = (string) preg_replace( '/\s+(' . $separator . ')(?:\s+' . $separator . ')+\s+/u', ' $1 ', $text );
			$text = 1 === preg_match( '/^' . $separator . '$/u', $text ) ? '' : $text;
		}
		return trim( array() === $kept ? $text : strtr( $text, $kept ) );
	}

	/**
	 * A post's title as %title% gives it (Text::post_title() under settings template_spaces and
	 * texturize_post_title).
	 */
	private function post_title( \WP_Post $post ): string {
		return Text::post_title( $post->post_title, (string) $this->settings->get( 'template_spaces' ), (bool) $this->settings->get( 'texturize_post_title' ) );
	}

	/**
	 * Every catalogue token's value for $context: what the editor previews and the templates print.
	 *
	 * @return array<string, string>
	 */
	public function values( Context $context ): array {
		$values = array();
		foreach ( array_keys( self::catalogue() ) as $token ) {
			$values[ $token ] = $this->value( $token, $context );
		}
		return $values;
	}

	public function flush(): void {
		$this->memo = array();
		$this->social_twin?->flush();
		$this->written_twin?->flush();
	}

	/**
	 * The same variables giving their values as written (entities written out: content as stored, the
	 * other values with "&", "<" and ">" written as WordPress stores them) for a description the site
	 * cuts as a whole (setting auto_description.scope "template", as Rank Math cuts the description its
	 * template makes, counted on that form), or null when the site cuts only the content's value.
	 */
	public function for_written(): ?self {
		if ( $this->written || 'template' !== self::auto_description_rule( $this->settings )['scope'] ) {
			return null;
		}
		if ( null === $this->written_twin ) {
			$this->written_twin          = new self( $this->settings );
			$this->written_twin->written = true;
			$this->written_twin->social  = $this->social;
		}
		return $this->written_twin;
	}

	/** Plain text as the written twin gives it: "&", "<" and ">" written as entities (else as it is). */
	private function as_written( string $text ): string {
		return $this->written ? htmlspecialchars( $text, ENT_NOQUOTES, 'UTF-8' ) : $text;
	}

	/**
	 * The same variables with content cut at the social length (setting auto_description.social_length)
	 * for og:description and X, or null when the site shares the search description (the length is 0
	 * or the search length): The SEO Framework cuts 200 characters for social networks, 160 for search.
	 */
	public function for_social(): ?self {
		$rule = self::auto_description_rule( $this->settings );
		if ( $this->social || 0 === $rule['social_length'] || $rule['social_length'] === $rule['length'] ) {
			return null;
		}
		if ( null === $this->social_twin ) {
			$this->social_twin         = new self( $this->settings );
			$this->social_twin->social = true;
		}
		return $this->social_twin;
	}

	/**
	 * What counts as the separator when tidying a resolved template: the separator, and for a hyphen
	 * the dash WordPress's texturising prints for it (" - " becomes " – ", " -- " becomes " — "), which
	 * templates that copy WordPress's own titles ("%archive_title% – %paged% – %site_name%") write out.
	 */
	private static function separator_pattern( string $separator ): string {
		if ( '' === $separator ) {
			return '';
		}
		$marks = array( $separator );
		$dash  = array(
			'-'  => '–',
			'--' => '—',
		);
		if ( isset( $dash[ $separator ] ) ) {
			$marks[] = $dash[ $separator ];
		}
		return '(?:' . implode( '|', array_map( static fn( string $mark ): string => preg_quote( $mark, '/' ), $marks ) ) . ')';
	}

	public function separator(): string {
		return trim( (string) $this->settings->get( 'separator' ) );
	}

	/**
	 * One token's value for $context, computed on first use: a template only pays for its own tokens.
	 */
	public function value( string $token, Context $context ): string {
		$key = $context->key();
		if ( ! isset( $this->memo[ $key ] ) || ! array_key_exists( $token, $this->memo[ $key ] ) ) {
			$value = $this->compute( $token, $context );
			// Content is read as written by auto_description(); every other value is plain text.
			$value = 'content' === $token || ( 'excerpt' === $token && $this->from_content( $context ) ) ? $value : $this->as_written( $value );
			/**
			 * Filters one template variable's value for a page, e.g. to fill a token added to variables.json.
			 *
			 * @param string  $value   Plain-text value.
			 * @param string  $token   Token name without percent signs.
			 * @param Context $context The page.
			 */
			$this->memo[ $key ][ $token ] = (string) apply_filters( 'sightline_variable_value', $value, $token, $context );
		}
		return $this->memo[ $key ][ $token ];
	}

	/**
	 * One token's value for $context, before the sightline_variable_value filter ('' for a token the
	 * catalogue does not know). A match, not a table of closures: a page made the fifty-odd closures of
	 * such a table for each of its two Variables (search and social), to call two or three of them.
	 */
	private function compute( string $token, Context $context ): string {
		$post = $context->post;
		$term = $context->term;
		return match ( $token ) {
			'title'              => $this->title( $context, $this->post_type_object( $context ) ),
			'site_name'          => Text::line( (string) get_bloginfo( 'name' ) ),
			'tagline'            => Text::line( (string) get_bloginfo( 'description' ) ),
			'separator'          => $this->separator(),
			'page'               => $context->paged > 1 && $context->max_pages > 1
				/* translators: 1: current page number, 2: number of pages. */
				? sprintf( __( 'Page %1$d of %2$d', 'sightline-seo' ), $context->paged, $context->max_pages )
				: '',
			'paged'              => $context->paged > 1
				/* translators: %d: current page number. */
				? sprintf( __( 'Page %d', 'sightline-seo' ), $context->paged )
				: '',
			'term_title'         => $term ? Text::line( $term->name ) : '',
			'term_description'   => $this->term_description( $context ),
			'author_name'        => $context->author() ? Text::line( $context->author()->display_name ) : '',
			'author_description' => $context->author() ? Text::excerpt( (string) $context->author()->description, self::description_limit() ) : '',
			'published'          => $post ? (string) get_the_date( '', $post ) : '',
			'modified'           => $post ? (string) get_the_modified_date( '', $post ) : '',
			'archive_date'       => $this->archive_date_as_set( $context ),
			'search_query'       => Text::line( $context->search ),
			'currentyear'        => date_i18n( 'Y', self::now() ),
			'currentmonth'       => date_i18n( 'F', self::now() ),
			'currentday'         => date_i18n( 'j', self::now() ),
			'currentdate'        => date_i18n( (string) get_option( 'date_format' ), self::now() ),
			'post_type_singular' => Text::line( (string) ( $this->post_type_object( $context )->labels->singular_name ?? '' ) ),
			'post_type_plural'   => Text::line( (string) ( $this->post_type_object( $context )->labels->name ?? '' ) ),
			'category'           => self::category( $post ),
			// SEOPress's %%post_category%%: the first category by name, whatever the primary is.
			'first_category'     => self::first_category( $post ),
			'primary_category'   => self::primary_category( $post ),
			'tag'                => self::tags( $post ),
			'id'                 => (string) ( $post->ID ?? $term->term_id ?? '' ),
			'focus_keyword'      => match ( true ) {
				null !== $post => Text::line( (string) get_post_meta( $post->ID, Object_Meta::key( 'focus_keyword' ), true ) ),
				null !== $term => Text::line( (string) Object_Meta::term_value( $term->term_id, 'focus_keyword' ) ),
				default => '',
			},
			'site_url'           => home_url( '/' ),
			// The tokens below are what other SEO plugins' templates use (the migration maps them here).
			'categories'         => self::categories( $post, $term ),
			'excerpt_only'       => $post && ! post_password_required( $post ) && $this->has_excerpt( $post ) ? Text::excerpt( $post->post_excerpt, $this->excerpt_limit() ) : '',
			'parent_title'       => self::parent_title( $post, $term ),
			'term_hierarchy'     => $this->term_hierarchy( $term ),
			'archive_title'      => $this->archive_title( $context ),
			'archive_label'      => $this->archive_label( $context ),
			'permalink'          => ( new Canonical() )->url( $context, '' ),
			'author_first_name'  => $context->author() ? Text::line( (string) $context->author()->first_name ) : '',
			'author_last_name'   => $context->author() ? Text::line( (string) $context->author()->last_name ) : '',
			'pagenumber'         => (string) max( 1, $context->paged ),
			'pagenumber_paged'   => $context->paged > 1 ? (string) $context->paged : '',
			'pagetotal'          => (string) max( 1, $context->max_pages ),
			'post_day'           => $post ? (string) get_the_date( 'j', $post ) : '',
			'post_month'         => $post ? (string) get_the_date( 'F', $post ) : '',
			'post_year'          => $post ? (string) get_the_date( 'Y', $post ) : '',
			'content'            => $term ? $this->term_description( $context ) : $this->content( $post ),
			// Templates written for content read naturally on term and post type archives too.
			'excerpt'            => $this->excerpt( $context ),
			default              => '',
		};
	}

	private static function description_limit(): int {
		return Limits::get( 'description' );
	}

	/** A local timestamp: what date_i18n() formats. */
	private static function now(): int {
		return current_time( 'timestamp' ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- a local timestamp is what date_i18n() formats.
	}

	private function post_type_object( Context $context ): ?\WP_Post_Type {
		return get_post_type_object( $context->post_type ? $context->post_type : ( $context->post->post_type ?? '' ) );
	}

	/**
	 * How long a hand-written excerpt may be: the description limit, or no limit when the site prints
	 * excerpts whole (auto_description.whole_excerpt).
	 */
	private function excerpt_limit(): int {
		return self::auto_description_rule( $this->settings )['whole_excerpt'] ? 0 : self::description_limit();
	}

	/** The content's automatic description; protected content must not leak into descriptions. */
	private function content( ?\WP_Post $post ): string {
		return $post && ! post_password_required( $post ) ? $this->auto_description( (string) $post->post_content ) : '';
	}

	private function term_description( Context $context ): string {
		return $context->term ? Text::excerpt( $context->term->description, self::description_limit() ) : '';
	}

	/**
	 * Whether the page's %excerpt% is cut from its content: a post without a hand-written excerpt, or
	 * whose post type does not support excerpts where the site reads only those (excerpt_support).
	 */
	private function from_content( Context $context ): bool {
		return null !== $context->post && ! $this->has_excerpt( $context->post );
	}

	/** Whether a post's hand-written excerpt describes it (auto_description.excerpt_support). */
	private function has_excerpt( \WP_Post $post ): bool {
		return '' !== trim( $post->post_excerpt ) && ( ! self::auto_description_rule( $this->settings )['excerpt_support'] || post_type_supports( $post->post_type, 'excerpt' ) );
	}

	private function excerpt( Context $context ): string {
		$post = $context->post;
		if ( null !== $post ) {
			if ( post_password_required( $post ) ) {
				return '';
			}
			if ( $this->from_content( $context ) ) {
				return $this->content( $post );
			}
			$rule = self::auto_description_rule( $this->settings );
			// A hand-written excerpt not printed whole is cut by the content's rule (Slim SEO's characters,
			// The SEO Framework's sentences, SEOPress's 50 words and ellipsis).
			$by_rule = 'stored' === $rule['count'] || 'sentence' === $rule['cut'] || $rule['words'] > 0;
			return $by_rule && ! $rule['whole_excerpt'] && 'content' === $rule['scope']
				? $this->auto_description( $post->post_excerpt, false )
				: Text::excerpt( $post->post_excerpt, $this->excerpt_limit() );
		}
		if ( null !== $context->term ) {
			return $this->term_description( $context );
		}
		$type = Context::POST_TYPE_ARCHIVE === $context->type ? $this->post_type_object( $context ) : null;
		return null !== $type ? Text::excerpt( (string) $type->description, self::description_limit() ) : '';
	}

	private static function category( ?\WP_Post $post ): string {
		$primary = $post && 'post' === $post->post_type ? Primary_Category::of( $post ) : null;
		return $primary ? Text::line( $primary->name ) : '';
	}

	private static function first_category( ?\WP_Post $post ): string {
		$categories = $post && 'post' === $post->post_type ? get_the_category( $post->ID ) : array();
		return $categories ? Text::line( $categories[0]->name ) : '';
	}

	private static function primary_category( ?\WP_Post $post ): string {
		$chosen = $post && 'post' === $post->post_type ? Primary_Category::chosen( $post ) : null;
		return $chosen ? Text::line( $chosen->name ) : '';
	}

	private static function tags( ?\WP_Post $post ): string {
		$tags = $post ? get_the_tags( $post->ID ) : false;
		return is_array( $tags ) ? implode( ', ', array_map( static fn( $tag ) => Text::line( $tag->name ), $tags ) ) : '';
	}

	private static function categories( ?\WP_Post $post, ?\WP_Term $term ): string {
		if ( $term ) {
			return 'category' === $term->taxonomy ? Text::line( $term->name ) : '';
		}
		$categories = $post ? get_the_category( $post->ID ) : array();
		return implode( ', ', array_map( static fn( $category ) => Text::line( $category->name ), $categories ) );
	}

	/**
	 * A term of a hierarchical taxonomy with its parents, the topmost first, joined by the separator
	 * (Yoast SEO's %%term_hierarchy%%, from WordPress's own list of a term's parents).
	 */
	private function term_hierarchy( ?\WP_Term $term ): string {
		if ( ! $term || ! is_taxonomy_hierarchical( $term->taxonomy ) ) {
			return '';
		}
		$names = array();
		foreach ( array_reverse( get_ancestors( $term->term_id, $term->taxonomy, 'taxonomy' ) ) as $ancestor ) {
			$parent = get_term( (int) $ancestor, $term->taxonomy );
			if ( $parent instanceof \WP_Term ) {
				$names[] = Text::line( $parent->name );
			}
		}
		$names[] = Text::line( $term->name );
		return implode( ' ' . $this->separator() . ' ', $names );
	}

	private static function parent_title( ?\WP_Post $post, ?\WP_Term $term ): string {
		$parent = $post && $post->post_parent ? get_post( $post->post_parent ) : null;
		if ( $parent instanceof \WP_Post ) {
			// A draft, private or protected parent's title is not public: it never reaches a public child's head.
			return is_post_publicly_viewable( $parent ) && ! post_password_required( $parent ) ? Text::line( $parent->post_title ) : '';
		}
		$parent = $term && $term->parent ? get_term( $term->parent, $term->taxonomy ) : null;
		return $parent instanceof \WP_Term ? Text::line( $parent->name ) : '';
	}

	/**
	 * The site's rule for descriptions cut from content (setting auto_description), with its defaults
	 * filled in; the editor's previews apply the same rule (Editor_Assets::page_data()).
	 *
	 * @return array{length: int, first_paragraph: bool, ellipsis: bool, words: int, whole_excerpt: bool, social_length: int, decoded_tags: bool, excerpt_support: bool, count: 'text'|'stored', cut: 'word'|'last_space'|'chars'|'sentence', scope: 'content'|'template', shortcodes: 'strip'|'keep_unknown'|'render', read: 'text'|'kses'|'markup'|'prose', join: 'space'|'none'}
	 */
	public static function auto_description_rule( Settings $settings ): array {
		$rule = (array) $settings->get( 'auto_description' );
		return array(
			'length'          => (int) ( $rule['length'] ?? Limits::get( 'description' ) ),
			'first_paragraph' => ! empty( $rule['first_paragraph'] ),
			'ellipsis'        => ! empty( $rule['ellipsis'] ),
			'words'           => max( 0, (int) ( $rule['words'] ?? 0 ) ),
			'whole_excerpt'   => ! empty( $rule['whole_excerpt'] ),
			'social_length'   => max( 0, (int) ( $rule['social_length'] ?? 0 ) ),
			'decoded_tags'    => ! empty( $rule['decoded_tags'] ),
			'count'           => 'stored' === ( $rule['count'] ?? '' ) ? 'stored' : 'text',
			'cut'             => in_array( $rule['cut'] ?? '', array( 'last_space', 'chars', 'sentence' ), true ) ? $rule['cut'] : 'word',
			'excerpt_support' => ! empty( $rule['excerpt_support'] ),
			'scope'           => 'template' === ( $rule['scope'] ?? '' ) ? 'template' : 'content',
			'shortcodes'      => in_array( $rule['shortcodes'] ?? '', array( 'keep_unknown', 'render' ), true ) ? $rule['shortcodes'] : 'strip',
			'read'            => in_array( $rule['read'] ?? '', array( 'kses', 'markup', 'prose' ), true ) ? $rule['read'] : 'text',
			'join'            => 'none' === ( $rule['join'] ?? '' ) ? 'none' : 'space',
		);
	}

	/**
	 * A description cut from content by the site's rule: its first paragraph or all of it, at most
	 * `words` words (when set), then at most `length` characters (`social_length` for the social
	 * twin) at a word boundary or at the last space (`cut`), counted on the text or on the stored
	 * content (`count`: then words and ellipsis do not apply; no source counts that way with them),
	 * with an ellipsis when asked and cut. With `decoded_tags`, tags the decoding revealed go too.
	 * Where the site cuts the whole description (`scope` "template"), the written twin gives the content
	 * uncut as written (stored() under `shortcodes`, `read` and `join`); the others cut as a description of it
	 * alone (Text::cut_written()).
	 */
	private function auto_description( string $html, bool $first_paragraph = true ): string {
		$rule = self::auto_description_rule( $this->settings );
		if ( $rule['first_paragraph'] && $first_paragraph ) {
			$html = Text::first_paragraph( $html );
		}
		$length = $this->social ? $rule['social_length'] : $rule['length'];
		if ( 'template' === $rule['scope'] ) {
			// Elsewhere (structured data, other templates) it is what a description made of it alone prints.
			$written = trim( (string) preg_replace( '/[\r\n\t ]+/', ' ', Text::stored( $html, $rule['shortcodes'], $rule['read'], $rule['join'] ) ) );
			return $this->written ? $written : Text::cut_written( $written, $length );
		}
		if ( 'sentence' === $rule['cut'] ) {
			// Texturised as written, then cut at a sentence or clause with its own ellipsis (The SEO Framework).
			return Text::cut_sentence( Text::texturized( Text::stored( $html, $rule['shortcodes'], $rule['read'], $rule['join'] ) ), $length );
		}
		if ( 'stored' === $rule['count'] ) {
			return Text::cut_stored( $html, $length, $rule['cut'], $rule['shortcodes'], $rule['read'], $rule['join'] );
		}
		$text = Text::clean( $html, $rule['shortcodes'], $rule['read'], $rule['join'] );
		if ( $rule['decoded_tags'] ) {
			$text = Text::line( $text );
		}
		$words = $rule['words'] > 0 ? Text::words( $text, $rule['words'] ) : $text;
		$cut   = match ( true ) {
			$length <= 0 || mb_strlen( $words ) <= $length => $words,
			'last_space' === $rule['cut'] => Text::cut_at_last_space( trim( mb_substr( $words, 0, $length ) ) ),
			'chars' === $rule['cut']      => trim( mb_substr( $words, 0, $length ) ),
			default                       => Text::cut( $words, $length ),
		};
		return $rule['ellipsis'] && $cut !== $text ? $cut . '…' : $cut;
	}

	/**
	 * The title of a term, author, post type or date archive; '' elsewhere.
	 */
	private function archive_title( Context $context ): string {
		return match ( $context->type ) {
			Context::TERM, Context::AUTHOR, Context::POST_TYPE_ARCHIVE => $this->title( $context, $this->post_type_object( $context ) ),
			Context::DATE => $this->archive_date( $context ),
			default => '',
		};
	}

	private function title( Context $context, ?\WP_Post_Type $type ): string {
		return match ( true ) {
			null !== $context->post => $this->post_title( $context->post ),
			null !== $context->term => Text::line( $context->term->name ),
			null !== $context->user => Text::line( $context->user->display_name ),
			Context::DATE === $context->type => $this->archive_date( $context ),
			Context::POST_TYPE_ARCHIVE === $context->type && null !== $type => Text::line( (string) $type->labels->name ),
			Context::SEARCH === $context->type => Text::line( $context->search ),
			Context::HOME === $context->type => Text::line( (string) get_bloginfo( 'name' ) ),
			default => '',
		};
	}

	/**
	 * %archive_date%: the date of a date archive as the setting archive_date_format writes it. In words
	 * (archive_date()); with a comma on a month, as All in One SEO's #archive_date (get_the_date( 'F, Y' ));
	 * or the month's number and the year as the query holds them, absint()ed (0 on a year archive), as
	 * SEOPress's %%archive_date%% (get_query_var( 'monthnum' ) . ' - ' . get_query_var( 'year' )).
	 */
	private function archive_date_as_set( Context $context ): string {
		if ( Context::DATE !== $context->type || empty( $context->date['year'] ) ) {
			return '';
		}
		$year  = (int) $context->date['year'];
		$month = (int) ( $context->date['monthnum'] ?? 0 );
		return match ( (string) $this->settings->get( 'archive_date_format' ) ) {
			'month_number' => $month . ' - ' . $year,
			'month_comma' => $month && empty( $context->date['day'] ) ? date_i18n( 'F, Y', (int) mktime( 0, 0, 0, $month, 1, $year ) ) : $this->archive_date( $context ),
			default => $this->archive_date( $context ),
		};
	}

	private function archive_date( Context $context ): string {
		if ( Context::DATE !== $context->type || empty( $context->date['year'] ) ) {
			return '';
		}
		$year  = (int) $context->date['year'];
		$month = (int) ( $context->date['monthnum'] ?? 0 );
		$day   = (int) ( $context->date['day'] ?? 0 );
		if ( $day && $month ) {
			return date_i18n( (string) get_option( 'date_format' ), (int) mktime( 0, 0, 0, $month, $day, $year ) );
		}
		if ( $month ) {
			return date_i18n( 'F Y', (int) mktime( 0, 0, 0, $month, 1, $year ) );
		}
		return (string) $year;
	}

	/**
	 * The archive's name with its kind, in WordPress's own words (get_the_archive_title()'s strings,
	 * translated by core): "Category: News", "Author: Jane Doe", "Month: March 2026". The SEO Framework
	 * titles archives this way.
	 */
	private function archive_label( Context $context ): string {
		$name = $this->value( 'archive_title', $context );
		if ( '' === $name ) {
			return '';
		}
		// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- core's own get_the_archive_title() strings, translated by core.
		switch ( $context->type ) {
			case Context::TERM:
				if ( 'category' === $context->term->taxonomy ) {
					/* translators: %s: Category name. */
					return sprintf( __( 'Category: %s', 'default' ), $name );
				}
				if ( 'post_tag' === $context->term->taxonomy ) {
					/* translators: %s: Tag name. */
					return sprintf( __( 'Tag: %s', 'default' ), $name );
				}
				$taxonomy = get_taxonomy( $context->term->taxonomy );
				/* translators: 1: Taxonomy singular name, 2: Current taxonomy term. */
				return $taxonomy ? sprintf( _x( '%1$s: %2$s', 'taxonomy term archive title', 'default' ), Text::line( (string) $taxonomy->labels->singular_name ), $name ) : $name;
			case Context::AUTHOR:
				/* translators: %s: Author name. */
				return sprintf( __( 'Author: %s', 'default' ), $name );
			case Context::DATE:
				/* translators: %s: Year, month or day. */
				$format = ! empty( $context->date['day'] ) ? __( 'Day: %s', 'default' ) : ( ! empty( $context->date['monthnum'] ) ? __( 'Month: %s', 'default' ) : __( 'Year: %s', 'default' ) );
				return sprintf( $format, $name );
			case Context::POST_TYPE_ARCHIVE:
				/* translators: %s: Post type singular name. */
				return sprintf( __( 'Archives: %s', 'default' ), $name );
		}
		// phpcs:enable WordPress.WP.I18n.TextDomainMismatch
		return $name;
	}
}
