<?php
/**
 * The meta description and the canonical link (core's rel_canonical is replaced so there is one).
 * A page that asks not to be indexed gets no automatic canonical link: "noindex" and "index this URL" are
 * contradicting signals, and Yoast SEO, Rank Math, SEOPress and The SEO Framework leave it out there (og:url
 * still names the page's URL). A canonical written for the page is kept only with the setting
 * noindex_written_canonical (The SEO Framework keeps it; Yoast SEO, Rank Math and SEOPress do not). The
 * kinds of page in the setting no_canonical print none at all (Slim SEO: date archives, search results).
 * The home page's first page also carries the search engines' site verification codes (setting
 * site_verification, checked when saved by Settings\Site_Verification): only there, as the engines look
 * for them at the site's address, and only those set.
 *
 * @package Sightline
 */

namespace Sightline\Head\Generators;

use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Meta_Tags implements Generator_Interface {

	/** The meta name each engine reads its site verification code from, by the setting's keys. */
	private const VERIFICATION = array(
		'google'    => 'google-site-verification',
		'bing'      => 'msvalidate.01',
		'baidu'     => 'baidu-site-verification',
		'yandex'    => 'yandex-verification',
		'pinterest' => 'p:domain_verify',
	);

	public function __construct( private Resolver $resolver, private Settings $settings ) {}

	public function generate( Context $context ): array {
		$tags        = array();
		$description = $this->resolver->description( $context );
		if ( '' !== $description ) {
			$tags[] = array(
				'meta',
				array(
					'name'    => 'description',
					'content' => $description,
				),
			);
		}
		$canonical = $this->resolver->canonical( $context );
		$written   = '' !== $this->resolver->own( $context, 'canonical' ) && true === $this->settings->get( 'noindex_written_canonical' );
		if ( $this->resolver->is_noindexed_for_paging_only( $context ) ) {
			// A later page noindexed by paged_robots keeps its own canonical, as All in One SEO prints it.
			$written = true;
		}
		if ( '' !== $canonical && $this->resolver->prints_canonical( $context ) && ( $written || ! $this->resolver->robots( $context )['noindex'] ) ) {
			$tags[] = array(
				'link',
				array(
					'rel'  => 'canonical',
					'href' => $canonical,
				),
			);
		}
		if ( $context->is_home_page() && 1 === $context->paged ) {
			array_push( $tags, ...$this->verification() );
		}
		return $tags;
	}

	/**
	 * @return list<array{0: 'meta', 1: array<string, string>}>
	 */
	private function verification(): array {
		$codes = $this->settings->get( 'site_verification' );
		$tags  = array();
		foreach ( self::VERIFICATION as $engine => $name ) {
			$code = is_array( $codes ) ? ( $codes[ $engine ] ?? '' ) : '';
			if ( is_string( $code ) && '' !== $code ) {
				$tags[] = array(
					'meta',
					array(
						'name'    => $name,
						'content' => $code,
					),
				);
			}
		}
		return $tags;
	}
}
