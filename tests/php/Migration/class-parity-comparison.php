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

	private string $slug;

	private int $compared = 0;

	private int $equal = 0;

	private int $urls = 0;

	/** @var list<string> */
	private array $differences = array();

	/** @var array<string, list<string>> What each difference is filed under in the summary => its lines. */
	private array $kinds = array();

	/** @var list<string> */
	private array $accepted = array();

	/** @var list<callable(string, ?string, ?string, array<string, mixed>): ?string> The source's own rules (Parity_Source_Rules). */
	private array $rules;

	public function __construct( string $slug ) {
		$this->slug  = $slug;
		$this->rules = Parity_Source_Rules::for_source( $slug );
	}

	/**
	 * @param array<string, mixed>   $source What the source printed.
	 * @param array<string, ?string> $ours   What we print.
	 */
	public function add( string $path, array $source, array $ours, string $page_kind = '' ): void {
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
			$line = sprintf( '%s %s: source %s, ours %s', $path, $field, wp_json_encode( $want, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), wp_json_encode( $got, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
			$reason = self::accepted( $field, $want, $got ) ?? $this->source_rule( $field, $want, $got, $source );
			if ( null !== $reason ) {
				++$this->equal;
				$this->accepted[] = $line . ' (accepted: ' . $reason . ')';
				continue;
			}
			$this->differences[] = $line;
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
	 * The differences whose kind the summary does not name.
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

	public function urls(): int {
		return $this->urls;
	}

	public function ratio(): float {
		return $this->compared ? $this->equal / $this->compared : 0.0;
	}

	public function report(): string {
		$out = sprintf( "\nparity %s: %d URLs, %d fields compared, %d equal (%.1f%%), %d different\n", $this->slug, $this->urls, $this->compared, $this->equal, 100 * $this->ratio(), count( $this->differences ) );
		foreach ( $this->accepted as $line ) {
			$out .= '  = ' . $line . "\n";
		}
		foreach ( $this->differences as $line ) {
			$out .= '  ≠ ' . $line . "\n";
		}
		return $out;
	}

	/**
	 * Why a difference is kept on purpose, or null when it is a real difference.
	 */
	private static function accepted( string $field, ?string $source, ?string $ours ): ?string {
		if ( null === $source || null === $ours || ! in_array( $field, array( 'title', 'og:title', 'twitter:title' ), true ) ) {
			return null;
		}
		$texturised = html_entity_decode( wptexturize( $source ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return $texturised === $ours ? self::TEXTURISED : null;
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
