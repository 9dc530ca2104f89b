<?php
/**
 * Generates SEO titles and descriptions for a post, a term or the site with the provider the admin
 * chose (the offline generator unless they configured another), and fits the answer in the limits.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Ai\Providers\Offline_Provider;
use Sightline\Ai\Providers\Openai_Compatible_Provider;
use Sightline\Ai\Providers\WordPress_Ai_Provider;
use Sightline\Settings\Limits;
use WP_Error;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Content_Generator {

	/** Each generate-content `type` => the length limit (limits.json) its answer must fit. */
	public const TYPES = array(
		'page_title'           => 'title',
		'page_description'     => 'description',
		'facebook_title'       => 'social_title',
		'facebook_description' => 'social_description',
		'twitter_title'        => 'social_title',
		'twitter_description'  => 'social_description',
	);

	/** @var array<string, Provider_Interface>|null */
	private ?array $providers = null;

	/**
	 * @param array<string, Provider_Interface>|null $providers Providers by id; null builds the standard three.
	 */
	public function __construct( private Ai_Config $config, ?array $providers = null ) {
		$this->providers = $providers;
	}

	/**
	 * @return array<string, Provider_Interface>
	 */
	public function providers(): array {
		if ( null === $this->providers ) {
			$list = array( new Offline_Provider(), new WordPress_Ai_Provider(), new Openai_Compatible_Provider( $this->config ) );
			/**
			 * Filters the AI providers (add-ons may add one implementing Provider_Interface).
			 *
			 * @param list<Provider_Interface> $list
			 */
			$list            = apply_filters( 'sightline_ai_providers', $list );
			$this->providers = array();
			foreach ( $list as $provider ) {
				if ( $provider instanceof Provider_Interface ) {
					$this->providers[ $provider->id() ] = $provider;
				}
			}
		}
		return $this->providers;
	}

	public function config(): Ai_Config {
		return $this->config;
	}

	/** The provider the admin chose; the offline generator when none was chosen. */
	public function active(): Provider_Interface {
		$providers = $this->providers();
		return $providers[ $this->config->get()['provider'] ] ?? $providers['offline'] ?? new Offline_Provider();
	}

	/**
	 * @param WP_Post|WP_Term|null  $item      The post or term; null for the site itself (home page).
	 * @param array<string, string> $unsaved  Unsaved editor values: title, content, focus_keyword.
	 * @return array{content: string, type: string, provider: string}|WP_Error
	 */
	public function generate( string $type, $item, array $unsaved = array(), int $attempt = 0 ) {
		if ( ! isset( self::TYPES[ $type ] ) ) {
			/* translators: %s: list of types. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( 'type must be one of: %s.', 'sightline-seo' ), implode( ', ', array_keys( self::TYPES ) ) ), array( 'status' => 400 ) );
		}
		$limited = Rate_Limit::take( get_current_user_id() );
		if ( is_wp_error( $limited ) ) {
			return $limited;
		}
		$prompt   = $this->prompt( $type, $item, $unsaved, $attempt );
		$provider = $this->active();
		$text     = $provider->generate( $prompt );
		if ( is_wp_error( $text ) ) {
			return self::for_this_user( $text );
		}
		$text = Text_Fit::fit( Text_Fit::clean( $text ), $prompt->limit );
		if ( '' === $text ) {
			return new WP_Error( 'sightline_ai_empty', __( 'The AI provider returned no text. Try again.', 'sightline-seo' ), array( 'status' => 502 ) );
		}
		return array(
			'content'  => $text,
			'type'     => $type,
			'provider' => $provider->id(),
		);
	}

	/**
	 * @param WP_Post|WP_Term|null  $item
	 * @param array<string, string> $unsaved
	 */
	private function prompt( string $type, $item, array $unsaved, int $attempt ): Prompt {
		$site = (string) get_bloginfo( 'name' );
		if ( $item instanceof WP_Post ) {
			$title   = $item->post_title;
			$content = $item->post_content;
			$keyword = (string) get_post_meta( $item->ID, '_sightline_focus_keyword', true );
			$kind    = (string) ( get_post_type_object( $item->post_type )->labels->singular_name ?? $item->post_type );
		} elseif ( $item instanceof WP_Term ) {
			$title   = $item->name;
			$content = $item->description;
			$keyword = (string) get_term_meta( $item->term_id, '_sightline_focus_keyword', true );
			$kind    = (string) ( get_taxonomy( $item->taxonomy )->labels->singular_name ?? $item->taxonomy );
		} else {
			$title   = $site;
			$content = (string) get_bloginfo( 'description' );
			$keyword = '';
			$kind    = __( 'Home page', 'sightline-seo' );
		}
		$title   = $unsaved['title'] ?? $title;
		$content = $unsaved['content'] ?? $content;
		$keyword = $unsaved['focus_keyword'] ?? $keyword;
		return new Prompt(
			$type,
			Limits::get( self::TYPES[ $type ] ),
			wp_strip_all_tags( $title ),
			self::plain_text( $content ),
			trim( $keyword ),
			$site,
			$kind,
			max( 0, $attempt )
		);
	}

	/**
	 * Content as sentences of plain text: blocks, shortcodes and tags removed, block ends as line breaks.
	 */
	public static function plain_text( string $content ): string {
		$content = strip_shortcodes( $content );
		$content = (string) preg_replace( '#</(p|h[1-6]|li|div|blockquote|figcaption|td)>|<br\s*/?>#i', "$0\n", $content );
		$content = wp_strip_all_tags( $content );
		$content = html_entity_decode( $content, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/[ \t]+/u', ' ', $content ) );
	}

	/**
	 * A provider's error as this user may see it: the provider's own words (its HTTP status, hosts and
	 * messages) for those who manage the site, a plain sentence for everyone else.
	 */
	public static function for_this_user( WP_Error $error ): WP_Error {
		if ( current_user_can( 'manage_options' ) || ! in_array( $error->get_error_code(), array( 'sightline_ai_provider_error', 'sightline_ai_unreachable' ), true ) ) {
			return $error;
		}
		return new WP_Error(
			$error->get_error_code(),
			__( 'The AI provider could not write a suggestion right now. Try again later, or ask a site administrator to check the AI settings.', 'sightline-seo' ),
			$error->get_error_data()
		);
	}
}
