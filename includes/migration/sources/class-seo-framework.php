<?php
/**
 * The SEO Framework: one serialized option `autodescription-site-settings`; post meta `_genesis_*`,
 * `_open_graph_*`, `_twitter_*`, `_social_image_*`, `_tsf_*`; term meta `autodescription-term-settings`.
 * It has no template variables; robots are tri-state (1 force on, -1 force off, 0 default). TSF appends the site name to custom titles at render time, so the migrated title
 * carries `%separator% %site_name%` unless the object or site switched that branding off.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Sources;

use Sightline\Migration\Abstract_Source;
use Sightline\Migration\Mapped;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Seo_Framework extends Abstract_Source {

	/** TSF prints its titles and descriptions as saved, markup as text (5.1.4, Sanitize::metadata_content()). */
	protected const MARKUP_AS_TEXT = true;

	private const OPTION = 'autodescription-site-settings';

	private const TERM_KEY = 'autodescription-term-settings';

	/** Its per-user settings (THE_SEO_FRAMEWORK_USER_OPTIONS). */
	private const USER_KEY = 'autodescription-user-settings';

	public const SEPARATORS = array(
		'hyphen' => '-',
		'pipe'   => '|',
		'ndash'  => '–',
		'mdash'  => '—',
		'bull'   => '•',
		'middot' => '·',
		'lsaquo' => '‹',
		'rsaquo' => '›',
		'frasl'  => '⁄',
		'laquo'  => '«',
		'raquo'  => '»',
		'le'     => '≤',
		'ge'     => '≥',
		'lt'     => '<',
		'gt'     => '>',
	);

	/** The AI trainers TSF 5.1.4 blocks with robotstxt_block_ai (RobotsTXT\Utils::get_blocked_user_agents( 'ai' )). */
	private const BLOCKED_AI_AGENTS = array( 'Amazonbot', 'Applebot-Extended', 'CCBot', 'ClaudeBot', 'GPTBot', 'Google-Extended', 'GoogleOther', 'Meta-ExternalAgent', 'FacebookBot' );

	/** The SEO tools TSF 5.1.4 blocks with robotstxt_block_seo (RobotsTXT\Utils::get_blocked_user_agents( 'seo' )). */
	private const BLOCKED_SEO_AGENTS = array( 'AhrefsBot', 'AhrefsSiteAudit', 'barkrowler', 'DataForSeoBot', 'dotbot', 'rogerbot', 'SemrushBot', 'SiteAuditBot', 'SemrushBot-BA' );

	private const POST_KEYS = array( '_genesis_title', '_genesis_description', '_genesis_canonical_uri', '_genesis_noindex', '_genesis_nofollow', '_genesis_noarchive', '_open_graph_title', '_open_graph_description', '_twitter_title', '_twitter_description', '_social_image_url', '_tsf_title_no_blogname', 'exclude_local_search', 'exclude_from_archive' );

	/** @var array<string, mixed>|null */
	private ?array $site = null;

	/**
	 * @return array<string, mixed>
	 */
	private function site(): array {
		return $this->site ??= $this->option_array( self::OPTION );
	}

	/**
	 * TSF's literal title with the branding it adds at render time, as our template.
	 *
	 * @param mixed $title
	 */
	private function branded( Mapped $mapped, $title, bool $no_blogname ): void {
		$this->text( $mapped, 'title', $title );
		if ( ! isset( $mapped->fields['title'] ) ) {
			// "Remove the site title" alone still changes the title: it is the bare object title.
			if ( $no_blogname && empty( $this->site()['title_rem_additions'] ) ) {
				$mapped->set( 'title', '%title%' );
			}
			return;
		}
		if ( $no_blogname ) {
			return;
		}
		$mapped->fields['title'] = $this->brand( $mapped->fields['title'] );
	}

	/**
	 * A title with what TSF adds around it: "Page N" after it on later pages, then the site name on the
	 * side the site chose (none when switched off).
	 */
	private function brand( string $title ): string {
		$title .= ' %separator% %paged%';
		if ( ! empty( $this->site()['title_rem_additions'] ) ) {
			return $title;
		}
		$name = $this->site_title_token();
		return 'left' === ( $this->site()['title_location'] ?? 'right' ) ? $name . ' %separator% ' . $title : $title . ' %separator% ' . $name;
	}

	/**
	 * How titles name the site: TSF's own site title when one is set (`site_title`, which it prints in
	 * place of the Site Title), else the Site Title's variable. A title holding "%" stays the variable,
	 * since our templates would read it as one.
	 */
	private function site_title_token(): string {
		$own = self::pick( $this->site(), 'site_title' );
		$own = is_string( $own ) ? trim( wp_strip_all_tags( $own ) ) : '';
		return '' === $own || str_contains( $own, '%' ) ? '%site_name%' : $own;
	}

	/**
	 * The robots.txt TSF printed when it blocked AI trainers or SEO tools (`robotstxt_block_ai`,
	 * `robotstxt_block_seo`): WordPress's rules, then one group per list, as its RobotsTXT\Main does
	 * (5.1.4, lists from RobotsTXT\Utils::get_blocked_user_agents()); null when it blocked neither.
	 */
	private function robots_txt(): ?string {
		$groups = array();
		foreach ( array(
			'robotstxt_block_ai'  => self::BLOCKED_AI_AGENTS,
			'robotstxt_block_seo' => self::BLOCKED_SEO_AGENTS,
		) as $option => $agents ) {
			if ( ! empty( $this->site()[ $option ] ) ) {
				$groups[] = 'User-agent: ' . implode( "\nUser-agent: ", $agents ) . "\nDisallow: /\n";
			}
		}
		if ( ! $groups ) {
			return null;
		}
		$path = (string) wp_parse_url( site_url(), PHP_URL_PATH );
		return "User-agent: *\nDisallow: {$path}/wp-admin/\nAllow: {$path}/wp-admin/admin-ajax.php\n\n" . implode( "\n", $groups );
	}

	/**
	 * TSF's automatic titles of archives, search and 404 pages: core's archive titles with their kind
	 * ("Category: News", unless prefixes are switched off) and TSF's own search and 404 wording.
	 */
	private function archive_titles( Mapped $mapped ): void {
		$site  = $this->site();
		$label = empty( $site['title_rem_prefixes'] ) ? '%archive_label%' : '%archive_title%';
		$terms = array();
		foreach ( get_taxonomies( array( 'public' => true ) ) as $taxonomy ) {
			if ( 'post_format' !== $taxonomy ) {
				$terms[ $taxonomy ] = array( 'title' => $this->brand( $label ) );
			}
		}
		$mapped->set( 'taxonomy_templates', $terms, __( 'Title and description templates per taxonomy', 'sightline-seo' ) );
		// Post type archives: TSF's own title and description of each (its "pta" settings), else core's "Archives: Books".
		$types = array();
		foreach ( get_post_types( array( 'has_archive' => true ) ) as $post_type ) {
			$own   = is_array( $site['pta'][ $post_type ] ?? null ) ? $site['pta'][ $post_type ] : array();
			$entry = new Mapped();
			$this->text( $entry, 'archive_title', $own['doctitle'] ?? null );
			$this->text( $entry, 'archive_description', $own['description'] ?? null, false );
			$types[ $post_type ] = array( 'archive_title' => empty( $own['title_no_blog_name'] ) ? $this->brand( $entry->fields['archive_title'] ?? $label ) : ( $entry->fields['archive_title'] ?? $label ) ) + $entry->fields;
		}
		if ( $types ) {
			$mapped->set( 'post_type_templates', $types, __( 'Title and description templates per post type', 'sightline-seo' ) );
		}
		$mapped->set(
			'archive_templates',
			array(
				'author'    => array( 'title' => $this->brand( $label ) ),
				'date'      => array( 'title' => $this->brand( $label ) ),
				/* translators: %s: the search terms, in quotes (The SEO Framework's wording). */
				'search'    => array( 'title' => $this->brand( sprintf( __( 'Search Results for %s', 'sightline-seo' ), '“%search_query%”' ) ) ),
				'not_found' => array( 'title' => $this->brand( __( 'Page not found', 'sightline-seo' ) ) ),
			),
			__( 'Author, date, search and 404 templates', 'sightline-seo' )
		);
	}

	/**
	 * @param mixed $value
	 */
	private static function qubit( $value ): ?bool {
		$value = is_numeric( $value ) ? (int) $value : 0;
		return 1 === $value ? true : ( -1 === $value ? false : null );
	}

	public function global_settings( array $current ): Mapped {
		$mapped = new Mapped();
		$site   = $this->site();
		$code   = self::pick( $site, 'title_separator' );
		if ( is_string( $code ) && isset( self::SEPARATORS[ $code ] ) ) {
			$mapped->set( 'separator', self::SEPARATORS[ $code ], __( 'Title separator', 'sightline-seo' ) );
		}
		// TSF builds every title as "Title | Site" (or the reverse): that is our content template.
		if ( $site ) {
			$mapped->set( 'page_title', $this->brand( '%title%' ), __( 'Title format', 'sightline-seo' ) );
			$this->archive_titles( $mapped );
			// TSF drops the site name from social titles unless told otherwise (social_title_rem_additions, on by default).
			$mapped->set( 'social_title_site_name', empty( $site['social_title_rem_additions'] ?? 1 ), __( 'Social titles', 'sightline-seo' ) );
			// TSF prints a canonical written for a noindex page (5.1.4, parity fixture).
			$mapped->set( 'noindex_written_canonical', true, __( 'Robots rules per content type', 'sightline-seo' ) );
			// TSF shares pages as og:type website, only single posts as article (5.1.4, Meta\Open_Graph::get_type()).
			$mapped->set( 'page_og_type', 'website', __( 'Social sharing', 'sightline-seo' ) );
			// Its search pages leave out its X tags (5.1.4, Front\Meta\Head::print_tags()).
			$mapped->set( 'x_tags_on_search', false, __( 'Social sharing', 'sightline-seo' ) );
			// TSF noindexes every archive that lists no post (5.1.4, Meta\Robots\Front: "no posts protection").
			$mapped->set( 'noindex_empty_archives', array( 'author', 'term', 'date', 'post_type_archive' ), __( 'Robots rules per content type', 'sightline-seo' ) );
			// TSF reads paragraphs only (headings, lists, figures dropped; unknown shortcodes kept), texturises
			// them as written and cuts at a sentence or clause with an ellipsis (5.1.4, Description\Excerpt,
			// Format\HTML::extract_content(), Strings::clamp_sentence()); a hand-written excerpt likewise. It
			// cuts the one it shares on Open Graph and X at 200 characters, the search one at 160 (5.1.4,
			// Meta\Description::get_generated_description() with Helper\Guidelines' "goodUpper" per type).
			$mapped->set(
				'auto_description',
				array(
					'ellipsis'        => true,
					'social_length'   => 200,
					'cut'             => 'sentence',
					'shortcodes'      => 'keep_unknown',
					'read'            => 'prose',
					// TSF reads a hand-written excerpt only where the post type supports excerpts (5.1.4,
					// Data\Post::get_excerpt()): not on pages.
					'excerpt_support' => true,
				),
				__( 'Automatic descriptions', 'sightline-seo' )
			);
		}
		$home = __( 'Home page title and description', 'sightline-seo' );
		$this->text( $mapped, 'home_page_title', self::pick( $site, 'homepage_title' ), false, $home );
		if ( isset( $mapped->fields['home_page_title'] ) && ! empty( $site['homepage_tagline'] ) ) {
			// The additions are the home page's own tagline (else the site's), on the side chosen for the home page.
			$tagline                           = self::pick( $site, 'homepage_title_tagline' );
			$tagline                           = is_string( $tagline ) && '' !== trim( $tagline ) ? trim( wp_strip_all_tags( $tagline ) ) : '%tagline%';
			$mapped->fields['home_page_title'] = 'left' === ( $site['home_title_location'] ?? 'right' )
				? $tagline . ' %separator% ' . $mapped->fields['home_page_title'] . ' %separator% %paged%'
				: $mapped->fields['home_page_title'] . ' %separator% %paged% %separator% ' . $tagline;
		}
		$this->text( $mapped, 'home_page_description', self::pick( $site, 'homepage_description' ), false, $home );
		$this->text( $mapped, 'home_page_facebook_title', self::pick( $site, 'homepage_og_title' ), false, $home );
		$this->text( $mapped, 'home_page_facebook_description', self::pick( $site, 'homepage_og_description' ), false, $home );
		$this->text( $mapped, 'home_page_twitter_title', self::pick( $site, 'homepage_twitter_title' ), false, $home );
		$this->text( $mapped, 'home_page_twitter_description', self::pick( $site, 'homepage_twitter_description' ), false, $home );
		$this->url( $mapped, 'home_page_facebook_image_url', self::pick( $site, 'homepage_social_image_url' ), $home );
		$robots = array_values( array_filter( array( 'noindex', 'nofollow', 'noarchive' ), static fn( $d ) => ! empty( $site[ 'homepage_' . $d ] ) ) );
		if ( $robots ) {
			$mapped->set( 'home_page_robots', array( 'general' => $robots ), __( 'Home page robots', 'sightline-seo' ) );
		}
		$lists = array(
			'no_index'   => $current['no_index'] ?? array(),
			'no_follow'  => $current['no_follow'] ?? array(),
			'no_archive' => $current['no_archive'] ?? array(),
		);
		foreach ( array(
			'noindex'   => 'no_index',
			'nofollow'  => 'no_follow',
			'noarchive' => 'no_archive',
		) as $directive => $list ) {
			foreach ( array( 'post_types', 'taxonomies' ) as $group ) {
				foreach ( (array) ( $site[ $directive . '_' . $group ] ?? array() ) as $type => $on ) {
					self::list_flag( $lists, $list, (string) $type, ! empty( $on ) );
				}
			}
			foreach ( array( 'author', 'date', 'search' ) as $archive ) {
				if ( array_key_exists( $archive . '_' . $directive, $site ) ) {
					self::list_flag( $lists, $list, $archive, ! empty( $site[ $archive . '_' . $directive ] ) );
				}
			}
		}
		if ( $site ) {
			foreach ( $lists as $list => $values ) {
				$mapped->set( $list, $values, __( 'Robots rules per content type', 'sightline-seo' ) );
			}
		}
		$this->url( $mapped, 'fallback_image', self::pick( $site, 'social_image_fb_url' ), __( 'Default social image', 'sightline-seo' ) );
		$this->attachment_id( $mapped, 'fallback_image_id', self::pick( $site, 'social_image_fb_id' ) );
		$card = self::pick( $site, 'twitter_card' );
		if ( in_array( $card, array( 'summary', 'summary_large_image' ), true ) ) {
			$mapped->set( 'twitter_card_type', $card, __( 'X card type', 'sightline-seo' ) );
		}
		// Its "Facebook tags" (facebook_tags, on by default) are article:publisher and article:author: off,
		// it printed neither, so their pages are not carried (5.1.4, Front\Meta\Head::print_tags()).
		if ( ! array_key_exists( 'facebook_tags', $site ) || ! empty( $site['facebook_tags'] ) ) {
			$this->url( $mapped, 'facebook_page_url', self::pick( $site, 'facebook_publisher' ), __( 'Social profiles', 'sightline-seo' ) );
			$this->url( $mapped, 'facebook_author_fallback', self::pick( $site, 'facebook_author' ) );
		}
		$handle      = self::pick( $site, 'twitter_site' );
		$handle_name = self::x_handle( $handle );
		if ( null !== $handle_name ) {
			$mapped->set( 'twitter_profile_username', $handle_name, __( 'Social profiles', 'sightline-seo' ) );
		}
		$profiles = new Mapped();
		foreach ( array( 'facebook', 'twitter', 'instagram', 'youtube', 'linkedin', 'pinterest', 'tumblr' ) as $id ) {
			$this->url( $profiles, $id, self::pick( $site, 'knowledge_' . $id ) );
		}
		if ( $profiles->fields ) {
			$mapped->set( 'social_profiles', $profiles->fields, __( 'Social profiles', 'sightline-seo' ) );
		}
		// TSF's own site title names the site in the WebSite node too, and its knowledge name is the node's
		// alternateName (5.1.4, Meta\Schema\Entities\WebSite::build()).
		$this->site_names( $mapped, self::pick( $site, 'site_title' ), self::pick( $site, 'knowledge_name' ), null );
		if ( $site ) {
			// Page 2 and later noindex: of archives (paged_noindex) and of the home page (home_paged_noindex).
			$paged = ! empty( $site['paged_noindex'] ) || ! empty( $site['home_paged_noindex'] );
			$mapped->set( 'paged_robots', $paged ? array( 'noindex' ) : array(), __( 'Robots rules per content type', 'sightline-seo' ) );
			if ( empty( $site['paged_noindex'] ) !== empty( $site['home_paged_noindex'] ) ) {
				// Ours is one rule for every later page; TSF had it for one of the two only.
				$mapped->note( 'paged_robots', empty( $site['paged_noindex'] ) ? 'home_paged_noindex' : 'paged_noindex', 'unsupported' );
			}
			$mapped->robots_txt = $this->robots_txt();
		}
		// Its twitter:creator for authors without an X handle of their own (5.1.4, Meta\Twitter::get_creator()).
		$creator     = self::pick( $site, 'twitter_creator' );
		$handle_name = self::x_handle( $creator );
		if ( null !== $handle_name ) {
			$mapped->set( 'twitter_profile_fallback', '@' . $handle_name, __( 'Social profiles', 'sightline-seo' ) );
		}
		// Its Open Graph and X tags, each switched off apart (og_tags, twitter_tags: 1 or 0, on by default;
		// 5.1.4, Front\Meta\Head::print_tags() leaves out their generator pools).
		foreach ( array(
			'og_tags'      => 'enable_open_graph',
			'twitter_tags' => 'enable_x_cards',
		) as $theirs => $ours ) {
			if ( array_key_exists( $theirs, $site ) ) {
				$mapped->set( $ours, ! empty( $site[ $theirs ] ), __( 'Social sharing', 'sightline-seo' ) );
			}
		}
		if ( array_key_exists( 'sitemaps_output', $site ) ) {
			$mapped->set( 'enable_xml_sitemap', ! empty( $site['sitemaps_output'] ), __( 'XML sitemap', 'sightline-seo' ) );
		}
		// Webmaster meta settings (Front\Meta\Generator\Webmasters).
		$this->verification_codes(
			$mapped,
			array(
				'google'    => self::pick( $site, 'google_verification' ),
				'bing'      => self::pick( $site, 'bing_verification' ),
				'baidu'     => self::pick( $site, 'baidu_verification' ),
				'yandex'    => self::pick( $site, 'yandex_verification' ),
				'pinterest' => self::pick( $site, 'pint_verification' ),
			),
			array( 'facebook_verification' => self::pick( $site, 'facebook_verification' ) )
		);
		$kind = self::pick( $site, 'knowledge_type' );
		if ( 'organization' === $kind || 'person' === $kind ) {
			$info = new Mapped();
			$info->set( 'type', 'organization' === $kind ? 'organization' : 'personal' );
			$this->text( $info, 'organization' === $kind ? 'name' : 'owner_name', self::pick( $site, 'knowledge_name' ), false );
			$this->url( $info, 'logo', self::pick( $site, 'knowledge_logo_url' ) );
			$mapped->set( 'website', $info->fields, __( 'Website details', 'sightline-seo' ) );
		}
		return $mapped;
	}

	/**
	 * Each author's Facebook page and X handle (user meta `autodescription-user-settings`: facebook_page,
	 * twitter_page), which TSF prints as article:author, twitter:creator and the author's sameAs: our
	 * profile's contact fields, which do the same.
	 */
	public function authors(): array {
		$authors = array();
		foreach ( self::users_with_meta( array( self::USER_KEY ) ) as $user_id => $meta ) {
			$data   = is_array( $meta[ self::USER_KEY ] ?? null ) ? $meta[ self::USER_KEY ] : array();
			$mapped = new Mapped();
			$this->url( $mapped, 'facebook', $data['facebook_page'] ?? null );
			$handle      = $data['twitter_page'] ?? null;
			$handle_name = self::x_handle( $handle );
			if ( null !== $handle_name ) {
				$mapped->set( 'twitter', $handle_name );
			} elseif ( is_string( $handle ) && '' !== trim( $handle ) ) {
				$mapped->note( 'twitter', $handle, 'invalid_value' );
			}
			if ( $mapped->fields || $mapped->report ) {
				$authors[ $user_id ] = $mapped;
			}
		}
		return $authors;
	}

	public function is_post_data_key( string $meta_key ): bool {
		return in_array( strtolower( $meta_key ), self::POST_KEYS, true );
	}

	protected function post_data(): array {
		global $wpdb;
		$keys = implode( ',', array_map( static fn( $key ) => $wpdb->prepare( '%s', $key ), self::POST_KEYS ) );
		return array( $wpdb->postmeta, "meta_key IN ({$keys})" );
	}

	protected function term_where(): string {
		global $wpdb;
		return $wpdb->prepare( "t.term_id IN (SELECT term_id FROM {$wpdb->termmeta} WHERE meta_key = %s)", self::TERM_KEY );
	}

	public function post( WP_Post $post ): Mapped {
		$mapped = new Mapped();
		$meta   = static fn( string $key ) => get_post_meta( $post->ID, $key, true );
		$this->branded( $mapped, $meta( '_genesis_title' ), ! empty( $meta( '_tsf_title_no_blogname' ) ) );
		$this->text( $mapped, 'description', $meta( '_genesis_description' ), false );
		$this->url( $mapped, 'canonical', $meta( '_genesis_canonical_uri' ) );
		foreach ( array( 'noindex', 'nofollow', 'noarchive' ) as $directive ) {
			$this->robots( $mapped, $directive, self::qubit( $meta( '_genesis_' . $directive ) ) );
		}
		$this->text( $mapped, 'facebook_title', $meta( '_open_graph_title' ), false );
		$this->text( $mapped, 'facebook_description', $meta( '_open_graph_description' ), false );
		$this->text( $mapped, 'twitter_title', $meta( '_twitter_title' ), false );
		$this->text( $mapped, 'twitter_description', $meta( '_twitter_description' ), false );
		$this->url( $mapped, 'facebook_image', $meta( '_social_image_url' ) );
		$this->attachment_id( $mapped, 'facebook_image_id', $meta( '_social_image_id' ) );
		$this->primary_category( $mapped, $post, $meta( '_primary_term_category' ) );
		// It kept the post out of the site's search results and of its archives' lists: no setting of ours does.
		foreach ( array( 'exclude_local_search', 'exclude_from_archive' ) as $key ) {
			if ( ! empty( $meta( $key ) ) ) {
				$mapped->note( $key, '1', 'unsupported' );
			}
		}
		return $mapped;
	}

	public function term( WP_Term $term ): Mapped {
		$mapped = new Mapped();
		$data   = get_term_meta( $term->term_id, self::TERM_KEY, true );
		$data   = is_array( $data ) ? $data : array();
		$this->branded( $mapped, $data['doctitle'] ?? null, ! empty( $data['title_no_blog_name'] ) );
		$this->text( $mapped, 'description', $data['description'] ?? null, false );
		$this->url( $mapped, 'canonical', $data['canonical'] ?? null );
		foreach ( array( 'noindex', 'nofollow', 'noarchive' ) as $directive ) {
			$this->robots( $mapped, $directive, self::qubit( $data[ $directive ] ?? 0 ) );
		}
		$this->text( $mapped, 'facebook_title', $data['og_title'] ?? null, false );
		$this->text( $mapped, 'facebook_description', $data['og_description'] ?? null, false );
		$this->text( $mapped, 'twitter_title', $data['tw_title'] ?? null, false );
		$this->text( $mapped, 'twitter_description', $data['tw_description'] ?? null, false );
		$this->url( $mapped, 'facebook_image', $data['social_image_url'] ?? null );
		$this->attachment_id( $mapped, 'facebook_image_id', $data['social_image_id'] ?? null );
		return $mapped;
	}
}
