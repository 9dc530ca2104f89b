<?php
/**
 * A page's language versions, for hreflang links and og:locale:alternate: every published,
 * indexable translation of the page's object (the page itself included), each at its canonical
 * address, plus the x-default (Multilingual\X_Default). Each member of a translation group computes
 * the same set from the same group, so the links are reciprocal. A later page of a term archive names
 * the same page of each translation that has that many pages (the term's count of published posts
 * says so, no query); later pages of other archives and of paginated posts name none, as nothing tells
 * whether a translation reaches that page. Nothing is returned when the page itself is not indexable
 * or has no translation to point at.
 *
 * The group comes from the multilingual plugin's cached relations; the translations' posts, meta and
 * terms (their canonical and robots need them) are primed together, in one round, not one by one.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Multilingual\Language;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Multilingual\X_Default;
use Sightline\Settings\Object_Meta;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Alternates {

	/** @var array<string, list<array{language: Language, url: string}>> By context key. */
	private array $memo = array();

	private Languages_Interface $languages;

	public function __construct( private Context_Language $context_language, private Resolver $resolver, private X_Default $x_default ) {
		$this->languages = $context_language->languages();
	}

	public function flush(): void {
		$this->memo = array();
	}

	/**
	 * The language of the page's object (or of the page being viewed), null on a single-language site.
	 */
	public function language( Context $context ): ?Language {
		return $this->context_language->of( $context );
	}

	/**
	 * The language versions, the page's own first, then the others in the site's order.
	 *
	 * @return list<array{language: Language, url: string}>
	 */
	public function versions( Context $context ): array {
		if ( ! $this->languages->is_multilingual() ) {
			return array();
		}
		return $this->memo[ $context->key() ] ??= $this->build( $context );
	}

	/**
	 * The address of the x-default among the versions ('' for none).
	 *
	 * @param list<array{language: Language, url: string}> $versions
	 */
	public function x_default( array $versions ): string {
		$slug = $this->x_default->among( array_map( static fn( array $version ) => $version['language']->slug, $versions ) );
		foreach ( $versions as $version ) {
			if ( $version['language']->slug === $slug ) {
				return $version['url'];
			}
		}
		return '';
	}

	/**
	 * @return list<array{language: Language, url: string}>
	 */
	private function build( Context $context ): array {
		if ( ( $context->paged > 1 && Context::TERM !== $context->type ) || $this->resolver->robots( $context )['noindex'] || ! $this->is_a_version( $context ) ) {
			return array();
		}
		$own = $this->language( $context );
		if ( null === $own ) {
			return array();
		}
		$urls = match ( $context->type ) {
			Context::SINGULAR, Context::FRONT_PAGE, Context::POSTS_PAGE => null !== $context->post ? $this->posts( $context ) : array(),
			Context::TERM => null !== $context->term ? $this->terms( $context ) : array(),
			Context::HOME => $this->homes(),
			Context::AUTHOR, Context::DATE, Context::POST_TYPE_ARCHIVE => $this->archives(),
			default => array(),
		};
		$urls[ $own->slug ] = $this->resolver->canonical( $context );
		$languages          = $this->languages->languages();
		$versions           = array();
		foreach ( array_merge( array( $own->slug => $urls[ $own->slug ] ), $urls ) as $slug => $url ) {
			if ( '' !== $url && isset( $languages[ $slug ] ) ) {
				$versions[] = array(
					'language' => $languages[ $slug ],
					'url'      => $url,
				);
			}
		}
		return count( $versions ) > 1 ? $versions : array();
	}

	/**
	 * Whether the page itself may be a version, by the rules its translations are held to: a post
	 * with a password, or whose written canonical names another address, is not; an archive or a term
	 * without posts is not (no sitemap lists it, and its translations leave such pages out).
	 */
	private function is_a_version( Context $context ): bool {
		if ( null !== $context->post && in_array( $context->type, array( Context::SINGULAR, Context::FRONT_PAGE, Context::POSTS_PAGE ), true ) ) {
			return '' === $context->post->post_password && ! $this->names_another( $context->post );
		}
		if ( Context::TERM === $context->type ) {
			return null !== $context->term && $context->term->count > 0;
		}
		return ! ( $context->empty && in_array( $context->type, array( Context::AUTHOR, Context::DATE, Context::POST_TYPE_ARCHIVE ), true ) );
	}

	private function names_another( WP_Post $post ): bool {
		return Canonical::names_another( (string) get_post_meta( $post->ID, Object_Meta::key( 'canonical' ), true ), (string) get_permalink( $post ) );
	}

	/**
	 * @return array<string, string> Canonical address by language slug.
	 */
	private function posts( Context $context ): array {
		$own          = $context->post->ID;
		$translations = array_filter( $this->languages->post_translations( $own ), static fn( int $id ) => $id !== $own );
		if ( ! $translations ) {
			return array();
		}
		// One round for every translation's row, meta and terms (permalinks read the terms).
		_prime_post_caches( array_values( $translations ), true, true );
		$urls = array();
		foreach ( $translations as $slug => $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password || $this->names_another( $post ) ) {
				continue;
			}
			$version = new Context( Context::SINGULAR === $context->type ? Context::SINGULAR : $context->type, $post, null, null, $post->post_type );
			if ( $this->resolver->robots( $version )['noindex'] ) {
				continue;
			}
			$urls[ $slug ] = $this->resolver->canonical( $version );
		}
		return $urls;
	}

	/**
	 * @return array<string, string>
	 */
	private function terms( Context $context ): array {
		$own          = $context->term->term_id;
		$translations = array_filter( $this->languages->term_translations( $own ), static fn( int $id ) => $id !== $own );
		if ( ! $translations ) {
			return array();
		}
		_prime_term_caches( array_values( $translations ) );
		$urls = array();
		foreach ( $translations as $slug => $id ) {
			$term = get_term( $id, $context->term->taxonomy );
			if ( ! $term instanceof WP_Term || 0 === $term->count ) {
				continue; // A term without posts is in no sitemap, and prints no versions itself.
			}
			$pages = $this->pages( $term );
			if ( $context->paged > $pages ) {
				continue;
			}
			$version = $context->paged > 1 ? new Context( Context::TERM, null, $term, null, '', $context->paged, $pages ) : Context::for_term( $term );
			if ( ! $this->resolver->robots( $version )['noindex'] ) {
				$urls[ $slug ] = $this->resolver->canonical( $version );
			}
		}
		return $urls;
	}

	/**
	 * How many pages a term's archive has, by its count of published posts (a parent category's archive
	 * also lists its children's posts, so this may say fewer: a translation is then left out, never
	 * named at a page it does not have).
	 */
	private function pages( WP_Term $term ): int {
		$per_page = max( 1, (int) get_option( 'posts_per_page' ) );
		return max( 1, (int) ceil( $term->count / $per_page ) );
	}

	/**
	 * @return array<string, string>
	 */
	private function homes(): array {
		$urls = array();
		foreach ( array_keys( $this->languages->languages() ) as $slug ) {
			$urls[ $slug ] = $this->languages->home_url( $slug );
		}
		return $urls;
	}

	/**
	 * @return array<string, string>
	 */
	private function archives(): array {
		$urls = array();
		foreach ( array_keys( $this->languages->languages() ) as $slug ) {
			$urls[ $slug ] = $this->languages->archive_url( $slug );
		}
		return $urls;
	}
}
