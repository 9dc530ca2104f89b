<?php
/**
 * Field-by-field comparison of a source plugin's captured heads with ours, and its report. The rules
 * (what counts as equal) are written down in tests/fixtures/migration-parity/README.md.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

final class Parity_Comparison {

	/**
	 * Differences kept on purpose, by rule: why ours is right for users. Each is also named in the
	 * migration summary the user sees (Migrator::KEPT_DIFFERENCES) and in the README.
	 */
	public const TEXTURISED = 'titles get WordPress\'s own title texturising (curly quotes, dashes), as core\'s document title does; this source prints them straight';

	public const WHITESPACE = 'no double space where a variable is empty and no space at either end; browsers (document.title) and search engines read the text with runs of spaces collapsed and the ends trimmed, so what they show is the same';

	public const SEARCH_URL = 'search results share WordPress\'s own search address (get_search_link(): encoded, with the site\'s trailing slash); the source wrote the raw search text into og:url, which is not a valid address or not the one WordPress links to';


	private string $slug;

	private int $compared = 0;

	private int $equal = 0;

	private int $urls = 0;

	/** How many of the equal fields are differences kept on purpose (ACCEPTED rules), not identical. */
	private int $kept = 0;

	/** @var list<string> */
	private array $differences = array();

	/** @var array<string, true> "path field" of each difference not kept on purpose. */
	private array $different = array();

	/** @var array<string, list<string>> What each difference is filed under in the summary => its lines. */
	private array $kinds = array();

	/** @var list<string> */
	private array $accepted = array();

	/** @var list<string> Avatar addresses that name the same Gravatar, written by different WordPress versions. */
	private array $same_gravatar = array();

	/** @var list<callable(string, ?string, ?string, array<string, mixed>): ?string> The source's own rules (Parity_Source_Rules). */
	private array $rules;

	/** Which of the source's fixture sets (Parity_Fixture::FIRST or ADVERSARIAL): named in the report. */
	private string $set;

	public function __construct( string $slug, string $set = Parity_Fixture::FIRST ) {
		$this->slug  = $slug;
		$this->set   = $set;
		$this->rules = Parity_Source_Rules::for_source( $slug );
	}

	/**
	 * @param array<string, mixed>   $source What the source printed.
	 * @param array<string, ?string> $ours   What we print.
	 */
	public function add( string $path, array $source, array $ours, string $page_kind = '', string $page = '' ): void {
		++$this->urls;
		$robots_differ = self::directives( $source['robots'] ?? null ) !== self::directives( $ours['robots'] ?? null );
		foreach ( Parity_Fixture::FIELDS as $field ) {
			$want = self::effective( $source, $field );
			$got  = self::effective( $ours, $field );
			if ( 'robots' === $field ) {
				$want = self::directives( $want );
				$got  = self::directives( $got );
			}
			++$this->compared;
			if ( $want === $got ) {
				++$this->equal;
				continue;
			}
			if ( in_array( $field, array( 'og:image', 'twitter:image' ), true ) && self::same_gravatar( $want, $got ) ) {
				// Not a migration difference: WordPress core writes the address (see same_gravatar()).
				++$this->equal;
				$this->same_gravatar[] = sprintf( '%s %s: source %s, ours %s', $path, $field, $want, $got );
				continue;
			}
			$line = sprintf( '%s %s: source %s, ours %s', $path, $field, wp_json_encode( $want, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), wp_json_encode( $got, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
			$reason = self::accepted( $field, $want, $got, $page ) ?? $this->source_rule( $field, $want, $got, $source );
			if ( null !== $reason ) {
				++$this->equal;
				++$this->kept;
				$this->accepted[] = $line . ' (accepted: ' . $reason . ')';
				// Kept on purpose is still a difference the user must be told about.
				$this->kinds[ self::kind( $field, 'not_found' === $page_kind ? $page_kind : '', $robots_differ ) ][] = $line . ' (accepted)';
				continue;
			}
			$this->differences[]               = $line;
			$this->different[ $path . ' ' . $field ] = true;
			$this->kinds[ self::kind( $field, $page_kind, $robots_differ ) ][] = $line;
		}
	}

	/**
	 * Under which name the migration summary must list a difference: the page kind for pages Sightline
	 * SEO treats as a whole (404, post type archives), robots for what follows from a different robots
	 * rule (canonical, og:url), else the field (descriptions and X values by what they repeat).
	 */
	private static function kind( string $field, string $page_kind, bool $robots_differ ): string {
		if ( '' !== $page_kind ) {
			return $page_kind;
		}
		if ( $robots_differ && in_array( $field, array( 'robots', 'canonical', 'og:url' ), true ) ) {
			return 'robots';
		}
		$same = array(
			'og:description'      => 'description',
			'twitter:description' => 'description',
			'og:title'            => 'title',
			'twitter:title'       => 'title',
			'twitter:image'       => 'og:image',
		);
		return $same[ $field ] ?? $field;
	}

	/**
	 * The differences, kept on purpose or not, whose kind the summary does not name.
	 *
	 * @param list<string> $named Fields the summary names (Kept_Differences).
	 * @return list<string>
	 */
	public function unnamed( array $named ): array {
		$out = array();
		foreach ( $this->kinds as $kind => $lines ) {
			if ( ! in_array( $kind, $named, true ) ) {
				array_push( $out, ...$lines );
			}
		}
		return $out;
	}

	/**
	 * The differences kept on purpose whose kind the summary does not name: a difference may count as
	 * equal only when the user is told about it.
	 *
	 * @param list<string> $named Fields the summary names (Kept_Differences).
	 * @return list<string>
	 */
	public function unnamed_kept( array $named ): array {
		return array_values( array_filter( $this->unnamed( $named ), static fn( string $line ): bool => str_ends_with( $line, ' (accepted)' ) ) );
	}

	/**
	 * The pairs among $pairs ("path field") that differ from the source (not kept on purpose).
	 *
	 * @param list<string> $pairs
	 * @return list<string>
	 */
	public function differing( array $pairs ): array {
		return array_values( array_filter( $pairs, fn( string $pair ): bool => isset( $this->different[ $pair ] ) ) );
	}

	public function urls(): int {
		return $this->urls;
	}

	/** Share of fields identical or kept on purpose (the "identical plus kept" figure). */
	public function ratio(): float {
		return $this->compared ? $this->equal / $this->compared : 0.0;
	}

	/** Share of fields identical to what the source printed, nothing kept on purpose counted. */
	public function identical_ratio(): float {
		return $this->compared ? ( $this->equal - $this->kept ) / $this->compared : 0.0;
	}

	public function report(): string {
		$out = sprintf( "\nparity %s: %d URLs, %d fields compared; identical %d (%.1f%%); identical or kept on purpose %d (%.1f%%: %d kept); %d different\n", $this->slug . ( '' === $this->set ? '' : " ({$this->set})" ), $this->urls, $this->compared, $this->equal - $this->kept, 100 * $this->identical_ratio(), $this->equal, 100 * $this->ratio(), $this->kept, count( $this->differences ) );
		foreach ( $this->accepted as $line ) {
			$out .= '  = ' . $line . "\n";
		}
		foreach ( $this->same_gravatar as $line ) {
			$out .= '  = ' . $line . " (identical: the same Gravatar, addressed by this WordPress version's get_avatar_url())\n";
		}
		foreach ( $this->differences as $line ) {
			$out .= '  ≠ ' . $line . "\n";
		}
		return $out;
	}

	/**
	 * Why a difference is kept on purpose, or null when it is a real difference. Each rule is narrow: it
	 * names one thing ours does differently and accepts nothing else.
	 *
	 * @param string $page What the URL is: 'date', 'search', 'not_found' or ''.
	 */
	private static function accepted( string $field, ?string $source, ?string $ours, string $page ): ?string {
		$text = in_array( $field, array( 'title', 'og:title', 'twitter:title', 'description', 'og:description', 'twitter:description' ), true );
		if ( 'og:url' === $field && 'search' === $page && null !== $source && null !== $ours && self::same_search_address( $source, $ours ) ) {
			return self::SEARCH_URL;
		}
		if ( ! $text || null === $source || null === $ours ) {
			return null;
		}
		$title = ! str_contains( $field, 'description' );
		// What the source printed as a browser shows it (and with WordPress's texturising, for titles).
		$shown = self::collapsed( $title ? html_entity_decode( wptexturize( $source ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : $source );
		if ( $title && html_entity_decode( wptexturize( $source ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) === $ours ) {
			return self::TEXTURISED;
		}
		// Runs of spaces alone (a title printed as written, without texturising, on either side).
		if ( $shown === $ours || self::collapsed( $source ) === $ours ) {
			return self::WHITESPACE;
		}
		return null;
	}

	/**
	 * Whether two avatar addresses name the same Gravatar: one e-mail address of a user of the site,
	 * hashed either way, with the same size, default and rating. WordPress core's get_avatar_url() writes
	 * the address, not the SEO plugin: before 6.8 it hashes the e-mail with md5 and, off HTTPS, picks a
	 * numbered server (https://1.gravatar.com/avatar/<md5>); from 6.8 it hashes with sha256 on
	 * secure.gravatar.com. The fixtures were captured on 7.1, so on 6.6 the same avatar reads differently.
	 */
	private static function same_gravatar( ?string $source, ?string $ours ): bool {
		$source_parts = self::gravatar( $source );
		$our_parts    = self::gravatar( $ours );
		if ( null === $source_parts || null === $our_parts || $source_parts[1] !== $our_parts[1] ) {
			return false;
		}
		foreach ( get_users( array( 'fields' => array( 'user_email' ) ) ) as $user ) {
			$email  = strtolower( trim( (string) $user->user_email ) );
			$hashes = array( md5( $email ), hash( 'sha256', $email ) );
			if ( in_array( $source_parts[0], $hashes, true ) && in_array( $our_parts[0], $hashes, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The hash and the sorted query of a Gravatar avatar address, or null for any other address.
	 *
	 * @return array{0: string, 1: array<string, mixed>}|null
	 */
	private static function gravatar( ?string $url ): ?array {
		$parts = wp_parse_url( (string) $url );
		if ( ! is_array( $parts ) || ! preg_match( '/^(?:secure|[0-2])\.gravatar\.com$/', $parts['host'] ?? '' ) || ! preg_match( '#^/avatar/([0-9a-f]{32}|[0-9a-f]{64})$#', $parts['path'] ?? '', $hash ) ) {
			return null;
		}
		parse_str( $parts['query'] ?? '', $query );
		ksort( $query );
		return array( $hash[1], $query );
	}

	/** Text as browsers and crawlers read it: runs of white space as one space, ends trimmed. */
	private static function collapsed( string $text ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/** Whether two search addresses name the same search (raw or encoded text, with or without the slash). */
	private static function same_search_address( string $source, string $ours ): bool {
		return untrailingslashit( rawurldecode( str_replace( '+', ' ', $source ) ) ) === untrailingslashit( rawurldecode( str_replace( '+', ' ', $ours ) ) );
	}

	/**
	 * Why the source's own rules keep a difference, or null.
	 *
	 * @param array<string, mixed> $head Everything the source printed for the URL.
	 */
	private function source_rule( string $field, ?string $source, ?string $ours, array $head ): ?string {
		foreach ( $this->rules as $rule ) {
			$reason = $rule( $field, $source, $ours, $head );
			if ( null !== $reason ) {
				return $reason;
			}
		}
		return null;
	}

	/**
	 * X reads og:title, og:description and og:image when its own tags are absent, so what it shows is
	 * the twitter tag or else the og tag.
	 *
	 * @param array<string, mixed> $head Head fields.
	 */
	private static function effective( array $head, string $field ): ?string {
		$value = $head[ $field ] ?? null;
		if ( null === $value && str_starts_with( $field, 'twitter:' ) && 'twitter:card' !== $field ) {
			$value = $head[ 'og:' . substr( $field, 8 ) ] ?? null;
		}
		return null === $value ? null : (string) $value;
	}

	/**
	 * What a robots meta tells crawlers: index or not, follow or not, and the other restrictive
	 * directives; permissive extras (max-snippet:-1 …) and their order carry no difference.
	 */
	private static function directives( ?string $robots ): string {
		$list = array_filter( array_map( 'trim', explode( ',', strtolower( (string) $robots ) ) ) );
		$out  = array(
			in_array( 'noindex', $list, true ) || in_array( 'none', $list, true ) ? 'noindex' : 'index',
			in_array( 'nofollow', $list, true ) || in_array( 'none', $list, true ) ? 'nofollow' : 'follow',
		);
		foreach ( array( 'noarchive', 'nosnippet', 'noimageindex' ) as $extra ) {
			if ( in_array( $extra, $list, true ) ) {
				$out[] = $extra;
			}
		}
		return implode( ', ', $out );
	}
}
