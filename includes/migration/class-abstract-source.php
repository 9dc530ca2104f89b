<?php
/**
 * Shared reading helpers for the sources: raw option and meta reads, the id queries, and the
 * conversions every source needs (text with tokens, URLs, attachment ids, tri-state robots). Each
 * helper writes only when the source really holds a value; anything unusable goes to the report.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Settings\Site_Verification;
use WP_Post;

defined( 'ABSPATH' ) || exit;

abstract class Abstract_Source implements Source_Interface {

	/** Token syntax of the source (see Tokens); '' when the source has no variables. */
	protected const SYNTAX = '';

	/**
	 * Whether the source prints the markup written in its own texts as text ("<b>" shown as "<b>"): the
	 * migration keeps it as text (written as entities); else tags are removed, as the source removed them.
	 */
	protected const MARKUP_AS_TEXT = false;

	/** Meta key prefix of the source's per-object data ('' when a source overrides the id queries). */
	protected const META_PREFIX = '';

	/** @var list<string> Meta keys under the prefix that are not SEO data worth migrating (scores, caches). */
	protected const NOISE_KEYS = array();

	/** Separator glyph the source's `sep` token printed; set by global_settings()/token tables. */
	protected string $separator = '-';

	/** @var array<string, mixed>|null The `sources` of tokens.json (slug => tokens, notes), read once per request. */
	private static ?array $token_tables = null;

	/**
	 * @param array<string, mixed> $definition The source's entry in sources.json (slug, name, files, …).
	 */
	public function __construct( protected array $definition ) {}

	public function slug(): string {
		return (string) $this->definition['slug'];
	}

	public function name(): string {
		return (string) $this->definition['name'];
	}

	/**
	 * Source variable => our token: the source's "tokens" in tokens.json, by its slug. A subclass
	 * overrides this only to add entries computed at run time.
	 *
	 * @return array<string, string>
	 */
	protected function token_table(): array {
		if ( null === self::$token_tables ) {
			$json               = json_decode( (string) file_get_contents( __DIR__ . '/tokens.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
			self::$token_tables = is_array( $json ) && is_array( $json['sources'] ?? null ) ? $json['sources'] : array();
		}
		$table = self::$token_tables[ $this->slug() ]['tokens'] ?? array();
		return is_array( $table ) ? array_map( 'strval', $table ) : array();
	}

	/**
	 * Source variables that exist but have no equivalent (reported when found).
	 *
	 * @return list<string>
	 */
	protected function known_tokens(): array {
		return array();
	}

	// ------------------------------------------------------------------ raw reads

	/**
	 * An option as stored, arrays only (anything else, including junk, reads as empty).
	 *
	 * @return array<string|int, mixed>
	 */
	protected function option_array( string $name ): array {
		$value = get_option( $name, array() );
		if ( is_string( $value ) && '' !== $value && ( '{' === $value[0] || '[' === $value[0] ) ) {
			$value = json_decode( $value, true );
		}
		return is_array( $value ) ? $value : array();
	}

	/**
	 * A scalar read from a nested array by dotted path; null when absent or not scalar.
	 *
	 * @param array<string|int, mixed> $data
	 * @return string|int|float|bool|null
	 */
	protected static function pick( array $data, string $path ) {
		foreach ( explode( '.', $path ) as $segment ) {
			if ( ! is_array( $data ) || ! array_key_exists( $segment, $data ) ) {
				return null;
			}
			$data = $data[ $segment ];
		}
		return is_scalar( $data ) ? $data : null;
	}

	// ------------------------------------------------------------------ conversions

	/**
	 * No author fields, unless the source keeps them per user (see users_with_meta()).
	 *
	 * @return array<int, Mapped>
	 */
	public function authors(): array {
		return array();
	}

	/**
	 * The authors' fields as a source keeps them in user meta: a title and a description (its variables
	 * translated) and a robots value that $noindex reads as forced on, forced off or none (null).
	 *
	 * @param callable(mixed): ?bool $noindex
	 * @return array<int, Mapped> By user id; users with none of the fields left out.
	 */
	protected function authors_from_meta( string $title_key, string $description_key, string $robots_key, callable $noindex ): array {
		$authors = array();
		foreach ( self::users_with_meta( array( $title_key, $description_key, $robots_key ) ) as $user_id => $meta ) {
			$mapped = new Mapped();
			$this->text( $mapped, 'title', $meta[ $title_key ] ?? null );
			$this->text( $mapped, 'description', $meta[ $description_key ] ?? null );
			$forced = $noindex( $meta[ $robots_key ] ?? null );
			if ( null !== $forced ) {
				$mapped->set( 'robots_noindex', $forced ? 'on' : 'off' );
			}
			if ( $mapped->fields || $mapped->report ) {
				$authors[ $user_id ] = $mapped;
			}
		}
		return $authors;
	}

	/**
	 * The users who have any of these meta keys, with those keys' values (one query).
	 *
	 * @param list<string> $keys
	 * @return array<int, array<string, mixed>> By user id: meta key => value (unserialized).
	 */
	protected static function users_with_meta( array $keys ): array {
		global $wpdb;
		$placeholders = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		// phpcs:ignore WordPress.DB -- one indexed read (meta_key) on a migration's global step; $placeholders holds only %s.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} WHERE meta_key IN ({$placeholders}) ORDER BY user_id", $keys ) );
		$users = array();
		foreach ( (array) $rows as $row ) {
			// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a row's column, not a query argument.
			$users[ (int) $row->user_id ][ (string) $row->meta_key ] = maybe_unserialize( $row->meta_value );
		}
		return $users;
	}

	/**
	 * The site's name for search engines, its alternate name and the breadcrumbs' home label, as the
	 * source printed them (its WebSite node and the BreadcrumbList's first crumb). A name equal to the
	 * Site Title, or a label equal to WordPress's "Home", is left to follow those, so a translated site
	 * keeps "Home" in each language.
	 *
	 * @param mixed $name
	 * @param mixed $alternate
	 * @param mixed $home_label
	 */
	protected function site_names( Mapped $mapped, $name, $alternate, $home_label ): void {
		$label = __( 'Site name and breadcrumbs', 'sightline-seo' );
		if ( ! is_string( $name ) || trim( $name ) !== trim( (string) get_bloginfo( 'name' ) ) ) {
			$this->text( $mapped, 'site_name', $name, false, $label );
		}
		$this->text( $mapped, 'site_alternate_name', $alternate, false, $label );
		// phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's word, as the breadcrumbs print it.
		if ( ! is_string( $home_label ) || ! in_array( trim( $home_label ), array( 'Home', __( 'Home' ) ), true ) ) {
			$this->text( $mapped, 'breadcrumb_home_label', $home_label, false, $label );
		}
	}

	/**
	 * A text field; tokens translated when the source has a syntax.
	 *
	 * @param mixed $value
	 */
	protected function text( Mapped $mapped, string $field, $value, bool $tokens = true, string $label = '' ): void {
		if ( null === $value || '' === $value || false === $value ) {
			return;
		}
		if ( ! is_scalar( $value ) ) {
			$mapped->note( $field, gettype( $value ), 'invalid_value' );
			return;
		}
		// A source that prints markup in its own texts as the text it is keeps it readable as such.
		$text = static::MARKUP_AS_TEXT
			? trim( str_replace( array( '<', '>' ), array( '&lt;', '&gt;' ), (string) $value ) )
			: trim( wp_strip_all_tags( (string) $value ) );
		if ( '' === $text ) {
			return;
		}
		if ( $tokens && '' !== static::SYNTAX ) {
			$dropped = array();
			$text    = Tokens::translate( $text, static::SYNTAX, $this->token_table(), $this->known_tokens(), $dropped );
			foreach ( $dropped as $token ) {
				$mapped->note( $field, $token, 'untranslated_token' );
			}
		}
		$mapped->set( $field, $text, $label );
	}

	/**
	 * The values of a structured data instance with the source's variables translated to ours, at any
	 * depth. A text left empty (it held only variables we lack, reported) and a nested value left
	 * without anything but its `@type` are taken out, so the property's default applies.
	 *
	 * @param array<string|int, mixed> $values
	 * @return array<string|int, mixed>
	 */
	protected function schema_values( Mapped $mapped, string $field, array $values ): array {
		$out = array();
		foreach ( $values as $key => $value ) {
			if ( is_array( $value ) ) {
				$value = $this->schema_values( $mapped, $field . ( is_int( $key ) ? '' : '.' . $key ), $value );
				if ( array() === $value || ( ! array_is_list( $value ) && array() === array_diff( array_keys( $value ), array( '@type' ) ) ) ) {
					continue;
				}
			} elseif ( is_string( $value ) && '@type' !== $key ) {
				$dropped = array();
				$value   = '' === static::SYNTAX ? trim( $value ) : trim( Tokens::translate( $value, static::SYNTAX, $this->token_table(), $this->known_tokens(), $dropped ) );
				foreach ( $dropped as $token ) {
					$mapped->note( $field . ( is_int( $key ) ? '' : '.' . $key ), $token, 'untranslated_token' );
				}
				if ( '' === $value ) {
					continue;
				}
			} elseif ( null === $value ) {
				continue;
			}
			$out[ $key ] = $value;
		}
		return array_is_list( $values ) ? array_values( $out ) : $out;
	}

	/**
	 * A short slug naming an instance within its post, from its type (`blogposting`, `recipe-2`).
	 *
	 * @param list<array{type: string, id: string, values: array<string, mixed>}> $taken The instances mapped so far.
	 */
	protected static function instance_id( string $type, array $taken ): string {
		$base = substr( sanitize_title( $type ), 0, 30 );
		$base = '' === $base ? 'item' : $base;
		$ids  = array_column( $taken, 'id' );
		$id   = $base;
		$n    = 2;
		while ( in_array( $id, $ids, true ) ) {
			$id = $base . '-' . $n;
			++$n;
		}
		return $id;
	}

	/**
	 * An http(s) URL; anything else (javascript:, junk) is reported and left out.
	 *
	 * @param mixed $value
	 */
	protected function url( Mapped $mapped, string $field, $value, string $label = '' ): void {
		if ( null === $value || '' === $value || false === $value ) {
			return;
		}
		$url = is_string( $value ) ? esc_url_raw( trim( $value ), array( 'http', 'https' ) ) : '';
		if ( '' === $url ) {
			$mapped->note( $field, is_scalar( $value ) ? substr( (string) $value, 0, 200 ) : gettype( $value ), 'invalid_value' );
			return;
		}
		$mapped->set( $field, $url, $label );
	}

	/**
	 * The search engines' site verification codes the source prints on the home page, as the setting
	 * site_verification: each through our rule (a pasted meta tag keeps its content); one our rule
	 * refuses is reported and left out, the others are kept. Empty codes are not written.
	 *
	 * Codes of services we print no tag for (`$others`, the source's name for each) are reported as not kept.
	 *
	 * @param array<string, mixed> $codes  Our engine key (Site_Verification::ENGINES) => the source's value.
	 * @param array<string, mixed> $others The source's name of another service's code => its value.
	 */
	protected function verification_codes( Mapped $mapped, array $codes, array $others = array() ): void {
		foreach ( $others as $name => $value ) {
			if ( is_scalar( $value ) && '' !== trim( (string) $value ) && false !== $value ) {
				$mapped->note( Site_Verification::SETTING . '.' . $name, substr( trim( (string) $value ), 0, 200 ), 'unsupported' );
			}
		}
		$kept = array();
		foreach ( $codes as $engine => $value ) {
			if ( null === $value || '' === $value || false === $value ) {
				continue;
			}
			$code = Site_Verification::clean( $engine, $value );
			if ( is_wp_error( $code ) ) {
				$mapped->note( Site_Verification::SETTING . '.' . $engine, is_scalar( $value ) ? substr( (string) $value, 0, 200 ) : gettype( $value ), 'invalid_value' );
				continue;
			}
			if ( '' !== $code ) {
				$kept[ $engine ] = $code;
			}
		}
		if ( $kept ) {
			$mapped->set( Site_Verification::SETTING, $kept, __( 'Site verification codes', 'sightline-seo' ) );
		}
	}

	/**
	 * @param mixed $value
	 */
	/**
	 * The source's primary category of a post, kept while the post still has that category (sources
	 * leave stale ids behind when a category is removed from a post).
	 *
	 * @param mixed $value A term id ('none', '' or 0 when the source has none).
	 */
	protected function primary_category( Mapped $mapped, WP_Post $post, $value ): void {
		$id = is_numeric( $value ) ? (int) $value : 0;
		if ( $id <= 0 ) {
			return;
		}
		if ( has_term( $id, 'category', $post ) ) {
			$mapped->set( 'primary_category', $id );
		} else {
			$mapped->note( 'primary_category', (string) $value, 'invalid_value' );
		}
	}

	/**
	 * @param mixed $value The source's stored value (an id, a numeric string or anything else).
	 */
	protected function attachment_id( Mapped $mapped, string $field, $value ): void {
		if ( is_numeric( $value ) && (int) $value > 0 ) {
			$mapped->set( $field, (int) $value );
		}
	}

	/**
	 * Tri-state robots: true = force the directive (on), false = force its opposite (off), null = inherit
	 * (nothing written, so the site rule keeps deciding).
	 */
	protected function robots( Mapped $mapped, string $directive, ?bool $forced ): void {
		if ( null !== $forced ) {
			$mapped->set( 'robots_' . $directive, $forced ? 'on' : 'off' );
		}
	}

	/**
	 * Adds or removes $type from one of our robots lists (no_index / no_follow / no_archive).
	 *
	 * @param array<string, list<string>> $lists Current lists, updated in place.
	 */
	protected static function list_flag( array &$lists, string $list, string $type, bool $on ): void {
		$type    = sanitize_key( $type );
		$current = $lists[ $list ] ?? array();
		$current = array_values( array_diff( $current, array( $type ) ) );
		if ( $on && '' !== $type ) {
			$current[] = $type;
		}
		$lists[ $list ] = $current;
	}

	/**
	 * Sets post_type_archive_noindex from the source's own rule for each post type archive of the site,
	 * keeping only the archives whose rule differs from their posts' in $no_index (our no_index list as
	 * migrated): the others follow their posts, as the source printed them.
	 *
	 * @param callable(string): bool $archive_noindex The source's rule for a post type's archive.
	 * @param list<string>           $no_index
	 */
	protected function archives_apart( Mapped $mapped, callable $archive_noindex, array $no_index ): void {
		$apart = array();
		foreach ( get_post_types( array( 'has_archive' => true ) ) as $type ) {
			$noindex = $archive_noindex( (string) $type );
			if ( in_array( $type, $no_index, true ) !== $noindex ) {
				$apart[ (string) $type ] = $noindex;
			}
		}
		$mapped->set( 'post_type_archive_noindex', $apart, __( 'Robots rules per content type', 'sightline-seo' ) );
	}

	/**
	 * An X handle as the sources store one ("@name" or "name"): the name without its "@", or null for
	 * anything else.
	 *
	 * @param mixed $value
	 */
	protected static function x_handle( $value ): ?string {
		return is_string( $value ) && preg_match( '/^@?([A-Za-z0-9_]{1,50})$/', trim( $value ), $m ) ? $m[1] : null;
	}

	/**
	 * Files a profile URL under our profile id by its host (for sources that keep a free list).
	 *
	 * @param mixed $url
	 */
	protected function match_profile( Mapped $profiles, $url ): void {
		$hosts = array(
			'facebook.com'  => 'facebook',
			'tiktok.com'    => 'tiktok',
			'medium.com'    => 'medium',
			'tumblr.com'    => 'tumblr',
			'threads.net'   => 'threads',
			'yelp.'         => 'yelp',
			'bsky.app'      => 'bluesky',
			't.me'          => 'telegram',
			'wa.me'         => 'whatsapp',
			'instagram.com' => 'instagram',
			'linkedin.com'  => 'linkedin',
			'youtube.com'   => 'youtube',
			'pinterest.'    => 'pinterest',
		);
		$host  = is_string( $url ) ? (string) wp_parse_url( $url, PHP_URL_HOST ) : '';
		foreach ( $hosts as $needle => $id ) {
			if ( '' !== $host && str_contains( $host, $needle ) && ! isset( $profiles->fields[ $id ] ) ) {
				$this->url( $profiles, $id, $url );
				return;
			}
		}
		// A web address of a network with no profile field of ours (Mastodon, Wikipedia, GitHub) is
		// reported as not kept; anything else as not an address.
		$is_web = is_string( $url ) && in_array( strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) ), array( 'http', 'https' ), true ) && '' !== $host;
		$profiles->note( 'other', is_string( $url ) ? $url : gettype( $url ), $is_web ? 'unsupported' : 'invalid_value' );
	}

	// ------------------------------------------------------------------ id queries (meta-prefix sources)

	/**
	 * Pages by offset (the listing's first page, a page asked out of order): from the source's own rows
	 * when it has few (few_posts()), else the walk of posts_after() from the first post, the first
	 * $offset posts stepped over. Not one query with `p.ID IN (SELECT post_id …)`: MariaDB materialises
	 * that subquery with a read of every row of the source's meta, whatever the page.
	 *
	 * @return list<array{id: int, type: string}>
	 */
	public function post_ids( int $offset, int $limit ): array {
		$few = $this->few_posts();
		if ( null !== $few ) {
			return array_slice( $few, max( 0, $offset ), $limit );
		}
		$after = 0;
		$skip  = max( 0, $offset );
		while ( $skip > 0 ) {
			$rows = $this->posts_after( $after, min( $skip, self::SCAN_STEP ) );
			if ( ! $rows ) {
				return array();
			}
			$skip -= count( $rows );
			$after = end( $rows )['id'];
		}
		return $this->posts_after( $after, $limit );
	}

	/** Rows of the source's data read at most to tell a source with few posts (few_posts()). */
	private const FEW = 20000;

	/**
	 * The posts with source data, in id order, when the source has at most FEW rows of data: one query
	 * for its rows that stops after FEW + 1 of them, then their posts probed by id. Null when it has more
	 * (their posts are counted and walked by primary key instead). On a large site where few posts have
	 * the source's data, a walk by primary key would read every post to find them; their own rows are
	 * read in one bounded query instead.
	 *
	 * @return list<array{id: int, type: string}>|null
	 */
	public function few_posts(): ?array {
		global $wpdb;
		list( $table, $condition ) = $this->post_data();
		$ids                       = $wpdb->get_col( "SELECT post_id FROM {$table} WHERE {$condition} LIMIT " . ( self::FEW + 1 ) ); // phpcs:ignore WordPress.DB -- the source's table and condition are built from prepared parts; a bounded read.
		if ( count( $ids ) > self::FEW ) {
			return null;
		}
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		sort( $ids );
		$rows = array();
		foreach ( array_chunk( $ids, self::SCAN_STEP ) as $chunk ) {
			$found = $wpdb->get_results( "SELECT p.ID AS id, p.post_type AS type FROM {$wpdb->posts} p WHERE p.ID IN (" . implode( ',', $chunk ) . ') AND ' . self::POST_KIND . ' ORDER BY p.ID', ARRAY_A ); // phpcs:ignore WordPress.DB -- integer ids; migration reads each row once.
			$rows  = array_merge( $rows, is_array( $found ) ? $found : array() );
		}
		return self::id_rows( $rows );
	}

	/** Posts read per step of posts_after(): each step is a primary-key range and one probe of their ids. */
	private const SCAN_STEP = 1000;

	/**
	 * The next $limit posts with source data after $after_id, in id order: posts are read from the id on
	 * by primary key, a step at a time, and the step's ids probed in the source's table by its post id
	 * index. Not `p.ID IN (SELECT post_id …)` in one query: MariaDB materialises that subquery, every row of
	 * the source's meta read (a full scan of the meta table) for each batch — hours at a million posts.
	 * A step reads at most SCAN_STEP posts, so a site where few posts have source data costs one walk of
	 * its posts over the whole migration.
	 */
	public function posts_after( int $after_id, int $limit ): array {
		$found   = array();
		$step    = max( $limit, self::SCAN_STEP );
		$missing = $limit;
		while ( $missing > 0 ) {
			$rows = $this->posts_range( $after_id, $step );
			if ( ! $rows ) {
				break;
			}
			$with = $this->probe( $rows );
			foreach ( $rows as $row ) {
				if ( isset( $with[ (int) $row['id'] ] ) ) {
					$found[] = $row;
					if ( 0 === --$missing ) {
						break;
					}
				}
			}
			if ( count( $rows ) < $step ) {
				break;
			}
			$after_id = (int) end( $rows )['id'];
		}
		return self::id_rows( $found );
	}

	/**
	 * One step of a count of the posts with source data (Post_Count): the same primary-key range and
	 * probe as a step of posts_after(), so a step costs the same at the first post and the millionth.
	 */
	public function count_step( int $after_id, int $step ): array {
		$rows = $this->posts_range( $after_id, max( 1, $step ) );
		return array(
			'last'  => $rows ? (int) end( $rows )['id'] : $after_id,
			'read'  => count( $rows ),
			'found' => $rows ? count( $this->probe( $rows ) ) : 0,
		);
	}

	public function data_in_post_meta(): bool {
		global $wpdb;
		return $this->post_data()[0] === $wpdb->postmeta;
	}

	/**
	 * A key under the source's prefix, noise keys aside (compared without case, as the database's LIKE
	 * compares); every key for a source without a prefix (one that overrides post_data() and not this).
	 */
	public function is_post_data_key( string $meta_key ): bool {
		if ( '' === static::META_PREFIX ) {
			return true;
		}
		return 0 === strncasecmp( $meta_key, static::META_PREFIX, strlen( static::META_PREFIX ) ) && ! in_array( $meta_key, static::NOISE_KEYS, true );
	}

	/**
	 * Up to $step posts of real content after $after_id, by primary key.
	 *
	 * @return list<array{id: int|string, type: string}>
	 */
	private function posts_range( int $after_id, int $step ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT p.ID AS id, p.post_type AS type FROM {$wpdb->posts} p WHERE p.ID > %d AND " . self::POST_KIND . ' ORDER BY p.ID LIMIT %d', $after_id, $step ), ARRAY_A ); // phpcs:ignore WordPress.DB -- a primary-key range of posts; migration reads each row once.
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * Which of these posts have source data: one query on the source's table by its post id index.
	 *
	 * @param list<array{id: int|string, type: string}> $rows
	 * @return array<int, int> Post id => index, for the posts with data.
	 */
	private function probe( array $rows ): array {
		global $wpdb;
		list( $table, $condition ) = $this->post_data();
		$ids                       = implode( ',', array_map( static fn( $row ) => (int) $row['id'], $rows ) );
		return array_flip( array_map( 'intval', $wpdb->get_col( "SELECT DISTINCT post_id FROM {$table} WHERE post_id IN ({$ids}) AND {$condition}" ) ) ); // phpcs:ignore WordPress.DB -- the source's table and condition are built from prepared parts; integer ids.
	}

	/**
	 * @param mixed $rows Rows of `id` and `type` as the database gave them.
	 * @return list<array{id: int, type: string}>
	 */
	private static function id_rows( $rows ): array {
		return array_map(
			static fn( $row ) => array(
				'id'   => (int) $row['id'],
				'type' => (string) $row['type'],
			),
			is_array( $rows ) ? array_values( $rows ) : array()
		);
	}

	/**
	 * The exact count in one query, for tools and tests. No request runs it: at a million posts every
	 * exact form of it reads the source's whole meta (seconds); the listing and the command count in
	 * bounded steps instead (Post_Count).
	 */
	public function count_posts(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} p WHERE {$this->post_where()}" ); // phpcs:ignore WordPress.DB -- post_where() is built from prepared parts; migration reads each row once.
	}

	/**
	 * @return list<array{id: int, type: string}>
	 */
	public function term_ids( int $offset, int $limit ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT t.term_id AS id, t.taxonomy AS type FROM {$wpdb->term_taxonomy} t WHERE {$this->term_where()} ORDER BY t.term_id LIMIT %d OFFSET %d", $limit, $offset ), ARRAY_A ); // phpcs:ignore WordPress.DB -- term_where() is built from prepared parts; migration reads each row once.
		return self::id_rows( $rows );
	}

	public function count_terms(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} t WHERE {$this->term_where()}" ); // phpcs:ignore WordPress.DB -- term_where() is built from prepared parts; migration reads each row once.
	}

	/** SQL condition on `p` (posts): real content (not an auto-draft, a revision or a menu item). */
	private const POST_KIND = "p.post_status <> 'auto-draft' AND p.post_type NOT IN ('revision','nav_menu_item')";

	/** SQL condition on `p` (posts): has source data, is real content. */
	protected function post_where(): string {
		list( $table, $condition ) = $this->post_data();
		return self::POST_KIND . " AND p.ID IN (SELECT post_id FROM {$table} WHERE {$condition})";
	}

	/**
	 * Where the source keeps its per-post data: a table with a `post_id` column (indexed) and the SQL
	 * condition its rows of data meet (by default the source's meta keys in the post meta table).
	 *
	 * @return array{0: string, 1: string}
	 */
	protected function post_data(): array {
		global $wpdb;
		return array( $wpdb->postmeta, $this->meta_condition() );
	}

	/** SQL condition on `t` (term_taxonomy): has source term meta. */
	protected function term_where(): string {
		global $wpdb;
		return "t.term_id IN (SELECT term_id FROM {$wpdb->termmeta} WHERE {$this->meta_condition()})";
	}

	private function meta_condition(): string {
		global $wpdb;
		// A prefix LIKE (MySQL/MariaDB use the meta_key index for it). Not a key range: under the
		// utf8mb4 *_ci collations '_' does not sort next to its byte neighbours, so a range misses keys.
		$sql = $wpdb->prepare( 'meta_key LIKE %s', $wpdb->esc_like( static::META_PREFIX ) . '%' );
		if ( static::NOISE_KEYS ) {
			$sql .= ' AND meta_key NOT IN (' . implode( ',', array_map( static fn( $key ) => $wpdb->prepare( '%s', $key ), static::NOISE_KEYS ) ) . ')';
		}
		return $sql;
	}
}
