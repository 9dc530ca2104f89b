<?php
/**
 * All in One SEO (v4): JSON options `aioseo_options` / `aioseo_options_dynamic` with `_localized`
 * overrides that win when non-empty; per-post rows in `{prefix}aioseo_posts` and (Pro) per-term rows in
 * `{prefix}aioseo_terms`, with mirrored `_aioseo_*` post meta as a fallback.
 * Robots flags count only when `robots_default` is 0.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Sources;

use Sightline\Migration\Abstract_Source;
use Sightline\Migration\Mapped;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Aioseo extends Abstract_Source {

	protected const SYNTAX = 'hash';

	protected const META_PREFIX = '_aioseo_';

	private const PROFILES = array(
		'facebookPageUrl' => 'facebook',
		'instagramUrl'    => 'instagram',
		'tiktokUrl'       => 'tiktok',
		'pinterestUrl'    => 'pinterest',
		'youtubeUrl'      => 'youtube',
		'linkedinUrl'     => 'linkedin',
		'tumblrUrl'       => 'tumblr',
		'yelpPageUrl'     => 'yelp',
		'blueskyUrl'      => 'bluesky',
		'threadsUrl'      => 'threads',
	);

	/**
	 * `#category` names a post's primary category in All in One SEO Pro and its first category in the free
	 * edition, whose primary term lookup always answers none (4.9.9,
	 * Standalone\PrimaryTerm::getPrimaryTerm(), read by Utils\Tags::getTaxonomyTitle()): on a site that ran
	 * the free edition it becomes `%first_category%`. The primary category chosen is still migrated
	 * (breadcrumbs and permalinks use it).
	 */
	protected function token_table(): array {
		$table = parent::token_table();
		if ( $this->ran_free_edition() ) {
			$table['category'] = '%first_category%';
		}
		return $table;
	}

	/** The free edition keeps its options in `aioseo_options_lite`; Pro adds `aioseo_options_pro`. */
	private function ran_free_edition(): bool {
		return false !== get_option( 'aioseo_options_lite', false ) && false === get_option( 'aioseo_options_pro', false );
	}

	protected function known_tokens(): array {
		return array( 'attachment_caption', 'attachment_description', 'category_title', 'post_link', 'post_link_alt', 'site_link', 'site_link_alt', 'tax_parent_name', 'woocommerce_brand', 'woocommerce_price', 'woocommerce_sku', 'alt_tag' );
	}

	/**
	 * An option decoded from JSON, with the `_localized` flat overrides applied on top.
	 *
	 * @return array<string, mixed>
	 */
	private function options( string $name ): array {
		$data = $this->option_array( $name );
		foreach ( $this->option_array( $name . '_localized' ) as $flat => $value ) {
			if ( is_string( $value ) && '' !== $value ) {
				self::put_flat( $data, explode( '_', (string) $flat ), $value );
			}
		}
		return $data;
	}

	/**
	 * Writes a `_localized` value at its place in the tree. Keys are joined with "_", and names hold "_"
	 * too (`post_tag`), so at each level the longest run of segments naming an existing key wins.
	 *
	 * @param array<string, mixed> $tree
	 * @param list<string>         $segments
	 */
	private static function put_flat( array &$tree, array $segments, string $value ): void {
		for ( $take = count( $segments ) - 1; $take >= 1; --$take ) {
			$key = implode( '_', array_slice( $segments, 0, $take ) );
			if ( isset( $tree[ $key ] ) && is_array( $tree[ $key ] ) ) {
				self::put_flat( $tree[ $key ], array_slice( $segments, $take ), $value );
				return;
			}
		}
		$key = implode( '_', $segments );
		if ( ! isset( $tree[ $key ] ) || ! is_array( $tree[ $key ] ) ) {
			$tree[ $key ] = $value;
		}
	}

	/**
	 * AIOSEO robots: `default` true = follow the parent rules; else each flag is forced either way.
	 *
	 * @param mixed $robots
	 * @return array<string, ?bool>
	 */
	private static function robots_meta( $robots ): array {
		if ( ! is_array( $robots ) || ! empty( $robots['default'] ) || ! array_key_exists( 'default', $robots ) ) {
			return array(
				'noindex'   => null,
				'nofollow'  => null,
				'noarchive' => null,
			);
		}
		return array(
			'noindex'   => ! empty( $robots['noindex'] ),
			'nofollow'  => ! empty( $robots['nofollow'] ),
			'noarchive' => ! empty( $robots['noarchive'] ),
		);
	}

	public function global_settings( array $current ): Mapped {
		$mapped  = new Mapped();
		$options = $this->options( 'aioseo_options' );
		$dynamic = $this->options( 'aioseo_options_dynamic' );
		$sep     = self::pick( $options, 'searchAppearance.global.separator' );
		if ( is_string( $sep ) && '' !== $sep ) {
			$mapped->set( 'separator', html_entity_decode( $sep, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), __( 'Title separator', 'sightline-seo' ) );
		}
		// Its names may hold its tags: "#site_title" is the Site Title (ours when empty); others are not kept.
		$names = array();
		foreach ( array( 'websiteName', 'websiteAlternateName' ) as $key ) {
			$value         = self::pick( $options, 'searchAppearance.global.schema.' . $key );
			$names[ $key ] = is_string( $value ) && str_contains( $value, '#' ) ? null : $value;
			if ( is_string( $value ) && str_contains( $value, '#' ) && '#site_title' !== trim( $value ) ) {
				$mapped->note( 'site_name', $value, 'untranslated_token' );
			}
		}
		$this->site_names( $mapped, $names['websiteName'], $names['websiteAlternateName'], self::pick( $options, 'breadcrumbs.homepageLabel' ) );
		$home = __( 'Home page title and description', 'sightline-seo' );
		$this->text( $mapped, 'home_page_title', self::pick( $options, 'searchAppearance.global.siteTitle' ), true, $home );
		$this->text( $mapped, 'home_page_description', self::pick( $options, 'searchAppearance.global.metaDescription' ), true, $home );
		$this->text( $mapped, 'home_page_facebook_title', self::pick( $options, 'social.facebook.homePage.title' ), true, $home );
		$this->text( $mapped, 'home_page_facebook_description', self::pick( $options, 'social.facebook.homePage.description' ), true, $home );
		$this->url( $mapped, 'home_page_facebook_image_url', self::pick( $options, 'social.facebook.homePage.image' ), $home );

		// Its home page's own X title, description and image (Social Networks › X › Home Page).
		$this->text( $mapped, 'home_page_twitter_title', self::pick( $options, 'social.twitter.homePage.title' ), true, $home );
		$this->text( $mapped, 'home_page_twitter_description', self::pick( $options, 'social.twitter.homePage.description' ), true, $home );
		$this->url( $mapped, 'home_page_twitter_image_url', self::pick( $options, 'social.twitter.homePage.image' ), $home );
		$this->site_rules( $mapped, $options, $dynamic );

		$paged = $this->paged_suffix( $mapped, $options );
		foreach ( array( 'home_page_title', 'home_page_description', 'home_page_facebook_title', 'home_page_facebook_description' ) as $field ) {
			self::append( $mapped->fields, $field, $paged );
		}

		// AIOSEO 4.9.x prints its global robots rules on every page: the robots rules it stores per post
		// type, taxonomy and archive are never read (its code asks isset() of a nested option, which its
		// option objects answer false), so only "show in search results" off and the global rules count.
		$global  = self::robots_meta( $options['searchAppearance']['advanced']['globalRobotsMeta'] ?? null );
		$lists   = array(
			'no_index'   => $current['no_index'] ?? array(),
			'no_follow'  => $current['no_follow'] ?? array(),
			'no_archive' => $current['no_archive'] ?? array(),
		);
		$ignored = array();
		foreach ( array(
			'postTypes'  => 'post_type_templates',
			'taxonomies' => 'taxonomy_templates',
		) as $group => $setting ) {
			$out = array();
			foreach ( (array) ( $dynamic['searchAppearance'][ $group ] ?? array() ) as $type => $entry ) {
				if ( ! is_array( $entry ) ) {
					continue;
				}
				$type   = '_aioseo_type' === $type ? 'type' : (string) $type;
				$fields = new Mapped();
				$this->text( $fields, 'title', $entry['title'] ?? null );
				$this->text( $fields, 'description', $entry['metaDescription'] ?? null );
				if ( 'post_type_templates' === $setting && is_array( $dynamic['searchAppearance']['archives'][ $type ] ?? null ) ) {
					$archive = $dynamic['searchAppearance']['archives'][ $type ];
					$this->text( $fields, 'archive_title', $archive['title'] ?? null );
					$this->text( $fields, 'archive_description', $archive['metaDescription'] ?? null );
				}
				foreach ( array( 'title', 'description', 'archive_title', 'archive_description' ) as $field ) {
					self::append( $fields->fields, $field, $paged );
				}
				if ( $fields->fields ) {
					$out[ $type ] = $fields->fields;
				}
				foreach ( $fields->report as $note ) {
					$mapped->note( $setting . '.' . $type . '.' . $note['field'], $note['value'], $note['reason'] );
				}
				self::type_robots( $lists, $type, $entry, $global, $ignored );
			}
			if ( $out ) {
				$mapped->set( $setting, $out, __( 'Title and description templates', 'sightline-seo' ) );
			}
		}
		$archives = array(
			// AIOSEO's free edition has no 404 title: WordPress's own is printed, its " - " texturised to " – ".
			'not_found' => array( 'title' => __( 'Page not found', 'sightline-seo' ) . ' – %site_name%' ),
		);
		foreach ( array( 'author', 'date', 'search' ) as $archive ) {
			$entry = $options['searchAppearance']['archives'][ $archive ] ?? null;
			if ( ! is_array( $entry ) ) {
				continue;
			}
			$fields = new Mapped();
			$this->text( $fields, 'title', $entry['title'] ?? null );
			$this->text( $fields, 'description', $entry['metaDescription'] ?? null );
			foreach ( array( 'title', 'description' ) as $field ) {
				self::append( $fields->fields, $field, $paged );
			}
			if ( $fields->fields ) {
				$archives[ $archive ] = $fields->fields;
			}
			foreach ( $fields->report as $note ) {
				$mapped->note( 'archive_templates.' . $archive . '.' . $note['field'], $note['value'], $note['reason'] );
			}
			self::type_robots( $lists, $archive, $entry, $global, $ignored );
			if ( 'search' === $archive ) {
				self::list_flag( $lists, 'no_index', 'search', true );
			}
			// "Show in search results" off only noindexes the archive (type_robots() above): All in One SEO
			// still answers it, so it stays on here (author_archive / date_archive off would redirect it home).
		}
		$mapped->set( 'archive_templates', $archives, __( 'Author, date, search and 404 templates', 'sightline-seo' ) );
		foreach ( array_unique( $ignored ) as $type ) {
			// Shown under "may not be migrated completely": the rule AIOSEO showed but never printed.
			$mapped->note( 'robots.' . $type, 'AIOSEO robots rule not in effect', 'unsupported' );
		}
		// AIOSEO prints the canonical address on noindex pages too.
		$mapped->set( 'noindex_written_canonical', true, __( 'Robots rules per content type', 'sightline-seo' ) );
		// AIOSEO noindexes and nofollows page 2 and later of every page when its global robots rules are the
		// default ones or name paginated pages (4.9.9, Meta\Robots::metaHelper()), and writes a month
		// archive's #archive_date "March, 2026" (Utils\Tags: get_the_date( 'F, Y' )).
		$robots = $options['searchAppearance']['advanced']['globalRobotsMeta'] ?? array();
		$robots = is_array( $robots ) ? $robots : array();
		$later  = array();
		foreach ( array( 'noindex', 'nofollow' ) as $directive ) {
			if ( ! empty( $robots['default'] ) || ! empty( $robots[ $directive . 'Paginated' ] ) ) {
				$later[] = $directive;
			}
		}
		$mapped->set( 'paged_robots', $later, __( 'Robots rules per content type', 'sightline-seo' ) );
		$mapped->set( 'archive_date_format', 'month_comma', __( 'Titles', 'sightline-seo' ) );
		// All in One SEO prints titles as its tags make them: #post_title is get_the_title() (texturised by
		// WordPress's the_title filters), hand-written titles as written (4.9.9, Utils\Tags::getTagValue()).
		$mapped->set( 'texturize_titles', false, __( 'Titles', 'sightline-seo' ) );
		$mapped->set( 'texturize_post_title', true, __( 'Titles', 'sightline-seo' ) );
		foreach ( $lists as $list => $values ) {
			$mapped->set( $list, $values, __( 'Robots rules per content type', 'sightline-seo' ) );
		}
		// A post type's archive is noindex by its own "show in search results" (its archives entry), apart
		// from its posts', or by the global rules; a type without an entry there prints no robots rule.
		$archive_entries = (array) ( $dynamic['searchAppearance']['archives'] ?? array() );
		$this->archives_apart(
			$mapped,
			static function ( string $type ) use ( $archive_entries, $global ): bool {
				$entry = $archive_entries[ $type ] ?? null;
				return is_array( $entry ) && ( ( array_key_exists( 'show', $entry ) && ! $entry['show'] ) || true === $global['noindex'] );
			},
			$lists['no_index']
		);
		$this->url( $mapped, 'fallback_image', self::pick( $options, 'social.facebook.general.defaultImagePosts' ), __( 'Default social image', 'sightline-seo' ) );
		// AIOSEO cuts a description from the content at 55 words with no ellipsis and no length in
		// characters (4.9.9, WpContext::getDescriptionFromContent(): wp_trim_words( $content, 55, '' ));
		// our longest length lets 55 words of ordinary text through whole.
		$mapped->set(
			'auto_description',
			array(
				// Its getDescriptionFromContent() cuts at 55 words and nothing cuts characters after (4.9.9,
				// WpContext and Meta\Helpers::sanitize()).
				'length'        => 0,
				'words'         => 55,
				'ellipsis'      => false,
				// A hand-written excerpt prints whole (adversarial parity fixture: 324 characters).
				'whole_excerpt' => true,
				// Its output removes tags once the content's entities are decoded (adversarial fixture:
				// "&lt;classic&gt;" printed nothing).
				'decoded_tags'  => true,
				// It strips registered shortcodes only (4.9.9, WpContext: strip_shortcodes()).
				'shortcodes'    => 'keep_unknown',
				// Its wp_strip_all_tags() leaves nothing where it removes a tag: paragraphs glued (4.9.9,
				// WpContext::getDescriptionFromContent()).
				'join'          => 'none',
			),
			__( 'Automatic descriptions', 'sightline-seo' )
		);
		// AIOSEO's image source for posts picks one kind of image before its default image (4.9.9,
		// Social\Image::getImage()): "default" shares the default image on every post without its own.
		$source = self::pick( $options, 'social.facebook.general.defaultImageSourcePosts' );
		if ( in_array( $source, array( 'default', 'featured', 'content' ), true ) ) {
			$mapped->set( 'social_image_from_featured', 'featured' === $source, __( 'Social images', 'sightline-seo' ) );
			$mapped->set( 'social_image_from_content', 'content' === $source, __( 'Social images', 'sightline-seo' ) );
		}
		// AIOSEO prints og:image with the scheme of the request, whatever the image's address says (4.9.9,
		// Social\Output::getFacebookMeta(): set_url_scheme(); adversarial parity fixture, /adv-2039/).
		$mapped->set( 'og_image_request_scheme', true, __( 'Social images', 'sightline-seo' ) );
		// AIOSEO prints social tags only on the home page, singular pages and post type archives
		// (4.9.9, Social\Output::isAllowed()): none on term, author and date archives and search results.
		$mapped->set( 'social_archives', array(), __( 'Social sharing of archives', 'sightline-seo' ) );
		$card = self::pick( $options, 'social.twitter.general.defaultCardType' );
		if ( in_array( $card, array( 'summary', 'summary_large_image' ), true ) ) {
			$mapped->set( 'twitter_card_type', $card, __( 'X card type', 'sightline-seo' ) );
		}
		$profiles = new Mapped();
		foreach ( self::PROFILES as $key => $id ) {
			$this->url( $profiles, $id, self::pick( $options, 'social.profiles.urls.' . $key ) );
		}
		$this->url( $profiles, 'twitter', self::pick( $options, 'social.profiles.urls.twitterUrl' ) );
		if ( isset( $profiles->fields['facebook'] ) ) {
			$mapped->set( 'facebook_page_url', $profiles->fields['facebook'] );
		}
		if ( isset( $profiles->fields['twitter'] ) ) {
			$mapped->set( 'twitter_profile_username', $profiles->fields['twitter'] );
		}
		foreach ( $profiles->report as $note ) {
			$mapped->note( 'social_profiles.' . $note['field'], $note['value'], $note['reason'] );
		}
		if ( $profiles->fields ) {
			$mapped->set( 'social_profiles', $profiles->fields, __( 'Social profiles', 'sightline-seo' ) );
		}
		if ( null !== self::pick( $options, 'sitemap.general.enable' ) ) {
			$mapped->set( 'enable_xml_sitemap', (bool) self::pick( $options, 'sitemap.general.enable' ), __( 'XML sitemap', 'sightline-seo' ) );
		}
		if ( null !== self::pick( $options, 'sitemap.general.advancedSettings.excludeImages' ) ) {
			$mapped->set( 'enable_xml_image_sitemap', ! self::pick( $options, 'sitemap.general.advancedSettings.excludeImages' ) );
		}
		$represents = self::pick( $options, 'searchAppearance.global.schema.siteRepresents' );
		if ( 'organization' === $represents || 'person' === $represents ) {
			$site = new Mapped();
			$site->set( 'type', 'organization' === $represents ? 'organization' : 'personal' );
			$name = self::pick( $options, 'searchAppearance.global.schema.' . ( 'organization' === $represents ? 'organizationName' : 'personName' ) );
			// A person chosen among the users (not "manual") is named by their display name, its personName
			// unread (4.9.9, Schema\Graphs\KnowledgeGraph\KgPerson).
			$user = 'person' === $represents ? self::pick( $options, 'searchAppearance.global.schema.person' ) : null;
			if ( is_numeric( $user ) && (int) $user > 0 ) {
				$owner = get_userdata( (int) $user );
				$name  = $owner ? $owner->display_name : $name;
			}
			$this->text( $site, 'organization' === $represents ? 'name' : 'owner_name', $name, false );
			// A person chosen among the users shows their avatar, not personLogo; only an organization has the phone.
			if ( 'organization' === $represents || ! is_numeric( $user ) || (int) $user <= 0 ) {
				$this->url( $site, 'logo', self::pick( $options, 'searchAppearance.global.schema.' . ( 'organization' === $represents ? 'organizationLogo' : 'personLogo' ) ) );
			}
			if ( 'organization' === $represents ) {
				$this->text( $site, 'owner_phone', self::pick( $options, 'searchAppearance.global.schema.phone' ), false );
			}
			$mapped->set( 'website', $site->fields, __( 'Website details', 'sightline-seo' ) );
		}
		// General Settings › Webmaster Tools (AIOSEO\Plugin\Common\Meta\SiteVerification).
		$this->verification_codes(
			$mapped,
			array(
				'google'    => self::pick( $options, 'webmasterTools.google' ),
				'bing'      => self::pick( $options, 'webmasterTools.bing' ),
				'baidu'     => self::pick( $options, 'webmasterTools.baidu' ),
				'yandex'    => self::pick( $options, 'webmasterTools.yandex' ),
				'pinterest' => self::pick( $options, 'webmasterTools.pinterest' ),
			),
			array( 'miscellaneousVerification' => self::pick( $options, 'webmasterTools.miscellaneousVerification' ) )
		);
		$this->schema_defaults( $mapped, $dynamic );
		return $mapped;
	}

	/**
	 * What it did site-wide beyond titles and robots: pages shared as websites, attachment pages, the
	 * Facebook author, robots.txt and llms.txt carried; its feed text, sitemap choices, Facebook ids and
	 * crawl and search cleanup, which no setting of ours holds, named in the report.
	 *
	 * @param array<string, mixed> $options aioseo_options, decoded.
	 * @param array<string, mixed> $dynamic aioseo_options_dynamic, decoded.
	 */
	private function site_rules( Mapped $mapped, array $options, array $dynamic ): void {
		// Its Open Graph and X tags, each switched off apart (social.facebook.general.enable,
		// social.twitter.general.enable; on by default; 4.9.9, Social\Output::getFacebookMeta(), getTwitterMeta()).
		foreach ( array(
			'facebook' => 'enable_open_graph',
			'twitter'  => 'enable_x_cards',
		) as $network => $ours ) {
			$on = self::pick( $options, 'social.' . $network . '.general.enable' );
			if ( null !== $on ) {
				$mapped->set( $ours, (bool) $on, __( 'Social sharing', 'sightline-seo' ) );
			}
		}
		// Pages shared as og:type website when it says so (4.9.9, Social\Facebook::getObjectType()).
		$page_type = self::pick( $dynamic, 'social.facebook.general.postTypes.page.objectType' );
		if ( 'website' === $page_type || 'article' === $page_type ) {
			$mapped->set( 'page_og_type', $page_type, __( 'Social sharing', 'sightline-seo' ) );
		}
		// Text it added before and after each post in the feeds (its default: "The post … first appeared on …").
		foreach ( array( 'before', 'after' ) as $place ) {
			$rss = self::pick( $options, 'rssContent.' . $place );
			if ( is_string( $rss ) && '' !== trim( $rss ) ) {
				$mapped->note( 'rssContent.' . $place, $rss, 'unsupported' );
			}
		}
		// Sitemap choices we have no setting for: posts and terms left out of it, extra addresses listed in it.
		if ( ! empty( self::pick( $options, 'sitemap.general.advancedSettings.enable' ) ) ) {
			foreach ( array( 'excludePosts', 'excludeTerms' ) as $key ) {
				$excluded = $options['sitemap']['general']['advancedSettings'][ $key ] ?? null;
				if ( is_array( $excluded ) && $excluded ) {
					/* translators: %d: how many posts or terms. */
					$mapped->note( 'sitemap.' . $key, sprintf( _n( '%d item left out of the sitemap', '%d items left out of the sitemap', count( $excluded ), 'sightline-seo' ), count( $excluded ) ), 'unsupported' );
				}
			}
		}
		if ( ! empty( self::pick( $options, 'sitemap.general.additionalPages.enable' ) ) && ! empty( $options['sitemap']['general']['additionalPages']['pages'] ) ) {
			$mapped->note( 'sitemap.additionalPages', __( 'Additional pages listed in the sitemap', 'sightline-seo' ), 'unsupported' );
		}
		// Attachment pages redirected to their file (its default), their parent post, or not at all (4.9.9, Main\Media).
		if ( $dynamic ) {
			$attachments = self::pick( $dynamic, 'searchAppearance.postTypes.attachment.redirectAttachmentUrls' ) ?? 'attachment';
			$mapped->set( 'attachment_redirect', 'disabled' === $attachments ? 'off' : ( 'attachment' === $attachments ? 'file' : 'parent' ), __( 'Attachment pages', 'sightline-seo' ) );
		}
		// Facebook's advanced settings: the author's profile for posts without one of their own (article:author);
		// its app and admin ids, which we print no tag for.
		if ( ! empty( self::pick( $options, 'social.facebook.advanced.enable' ) ) ) {
			$this->url( $mapped, 'facebook_author_fallback', self::pick( $options, 'social.facebook.advanced.authorUrl' ), __( 'Social profiles', 'sightline-seo' ) );
			foreach ( array( 'appId', 'adminId' ) as $key ) {
				$id = self::pick( $options, 'social.facebook.advanced.' . $key );
				if ( is_string( $id ) && '' !== trim( $id ) ) {
					$mapped->note( 'social.facebook.advanced.' . $key, $id, 'unsupported' );
				}
			}
		}
		// Its crawl cleanup (feeds and query strings redirected away) and search cleanup: no setting of ours.
		foreach ( array( 'crawlCleanup', 'searchCleanup' ) as $key ) {
			if ( ! empty( self::pick( $options, 'searchAppearance.advanced.' . $key . '.enable' ) ) ) {
				$mapped->note( 'searchAppearance.advanced.' . $key, '1', 'unsupported' );
			}
		}
		// Its robots.txt editor's rules, merged into WordPress's as it printed them.
		$mapped->robots_txt = Aioseo_Robots_Txt::text( $options );
		// Its llms.txt (Sitemaps › LLMs.txt): a file it wrote into the site's root, which the web server
		// serves before WordPress, ours included, until it is deleted.
		if ( ! empty( self::pick( $options, 'sitemap.llms.enable' ) ) ) {
			$mapped->set( 'enable_llms_txt', true, __( 'llms.txt', 'sightline-seo' ) );
			if ( file_exists( ABSPATH . 'llms.txt' ) ) {
				$mapped->note( 'enable_llms_txt', __( 'All in One SEO\'s file llms.txt is still in the site\'s root folder, and the web server serves it in place of Sightline SEO\'s: delete the file.', 'sightline-seo' ), 'kept_difference' );
			}
		}
	}

	/** The graphs of the Article and WebPage families that All in One SEO builds from the page itself. */
	private const PAGE_GRAPHS = array( 'Article', 'BlogPosting', 'NewsArticle', 'WebPage', 'AboutPage', 'CheckoutPage', 'CollectionPage', 'ContactPage', 'FAQPage', 'ItemPage', 'MedicalWebPage', 'ProfilePage', 'RealEstateListing', 'SearchResultsPage' );

	/**
	 * The graph All in One SEO prints on every post of a post type (4.9.9 Schema::getDefaultPostTypeGraph():
	 * `searchAppearance.postTypes.<post type>.schemaType`, its `articleType` for "Article" and its
	 * `webPageType` for "WebPage"). The free edition prints only those graphs; the other types (Recipe,
	 * Product, …) are Pro's, filled from each post's own data, which a set of the post type cannot hold.
	 * "none" on posts prints no Article, which our head cannot leave out of posts.
	 *
	 * @param array<string, mixed> $dynamic The `aioseo_options_dynamic` option.
	 */
	private function schema_defaults( Mapped $mapped, array $dynamic ): void {
		$post_types = $dynamic['searchAppearance']['postTypes'] ?? array();
		foreach ( is_array( $post_types ) ? $post_types : array() as $post_type => $entry ) {
			if ( ! is_array( $entry ) || ! is_string( $entry['schemaType'] ?? null ) ) {
				continue;
			}
			$post_type = (string) $post_type;
			$schema    = $entry['schemaType'];
			$type      = (string) ( 'Article' === $schema ? ( $entry['articleType'] ?? '' ) : ( 'WebPage' === $schema ? ( $entry['webPageType'] ?? '' ) : $schema ) );
			if ( in_array( $type, self::PAGE_GRAPHS, true ) ) {
				$mapped->schema_default( $post_type, $type );
			} elseif ( '' === $type || 'none' === strtolower( $type ) ) {
				if ( 'post' === $post_type ) {
					$mapped->note( 'schema_sets.post', __( 'no schema for posts (every post prints an Article)', 'sightline-seo' ), 'unsupported' );
				}
			} elseif ( post_type_exists( $post_type ) ) {
				/* translators: %s: a schema.org type name. */
				$mapped->note( 'schema_sets.' . $post_type . '.' . $type, sprintf( __( 'the schema type %s, which All in One SEO Pro filled from each post\'s own data', 'sightline-seo' ), $type ), 'unsupported' );
			}
		}
	}

	/** @var array<string, ?string> Table name => its full name when it exists (probed once per request). */
	private array $tables = array();

	private function table( string $name ): ?string {
		global $wpdb;
		if ( array_key_exists( $name, $this->tables ) ) {
			return $this->tables[ $name ];
		}
		$table = $wpdb->prefix . $name;
		$found = $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB -- whether AIOSEO's table exists has no WordPress API.
		if ( ! $found && ( ! defined( 'DB_ENGINE' ) || 'sqlite' !== DB_ENGINE ) ) {
			// MySQL's SHOW TABLES does not list temporary tables: probe the table itself. Not on SQLite,
			// whose driver lists them, and where a failed query inside a transaction undoes its writes
			// (AIOSEO's free edition has no terms table, so this probe fails on most sites).
			$suppress = $wpdb->suppress_errors( true );
			$found    = false !== $wpdb->query( "SELECT 1 FROM `{$table}` LIMIT 0" ); // phpcs:ignore WordPress.DB -- probes whether AIOSEO's table exists; the name is the table prefix plus a constant.
			$wpdb->suppress_errors( $suppress );
		}
		$this->tables[ $name ] = $found ? $table : null;
		return $this->tables[ $name ];
	}

	/**
	 * The robots of one content type as AIOSEO prints them: "show in search results" off is noindex; the
	 * global rules apply to everything; the type's own rules are listed as ignored when they differ.
	 *
	 * @param array<string, list<string>> $lists
	 * @param array<string, mixed>        $entry
	 * @param array<string, ?bool>        $global
	 * @param list<string>                $ignored
	 */
	private static function type_robots( array &$lists, string $type, array $entry, array $global, array &$ignored ): void {
		$hidden = array_key_exists( 'show', $entry ) && ! $entry['show'];
		self::list_flag( $lists, 'no_index', $type, $hidden || true === $global['noindex'] );
		self::list_flag( $lists, 'no_follow', $type, true === $global['nofollow'] );
		self::list_flag( $lists, 'no_archive', $type, true === $global['noarchive'] );
		$own = self::robots_meta( $entry['advanced']['robotsMeta'] ?? null );
		foreach ( array( 'noindex', 'nofollow', 'noarchive' ) as $directive ) {
			$printed = true === $global[ $directive ] || ( 'noindex' === $directive && $hidden );
			if ( null !== $own[ $directive ] && $printed !== $own[ $directive ] ) {
				$ignored[] = $type;
				return;
			}
		}
	}

	/**
	 * What AIOSEO adds to every title and description from page 2 on ("Page format", by default
	 * "#separator_sa Page #page_number"), as our template ending; null when it has no equivalent.
	 *
	 * @param array<string, mixed> $options
	 */
	private function paged_suffix( Mapped $mapped, array $options ): ?string {
		$format = self::pick( $options, 'searchAppearance.advanced.pagedFormat' );
		$format = is_string( $format ) ? trim( $format ) : '#separator_sa Page #page_number';
		if ( '#separator_sa Page #page_number' === $format ) {
			return ' %separator% %paged%';
		}
		if ( '' !== $format ) {
			$mapped->note( 'paged_format', $format, 'unsupported' );
		}
		return null;
	}

	/**
	 * Appends the page suffix to a template that is set.
	 *
	 * @param array<string, mixed> $fields
	 */
	private static function append( array &$fields, string $field, ?string $suffix ): void {
		if ( null !== $suffix && isset( $fields[ $field ] ) && is_string( $fields[ $field ] ) && '' !== $fields[ $field ] ) {
			$fields[ $field ] .= $suffix;
		}
	}

	protected function post_data(): array {
		$table = $this->table( 'aioseo_posts' );
		return $table ? array( $table, '1 = 1' ) : parent::post_data();
	}

	protected function term_where(): string {
		$table = $this->table( 'aioseo_terms' );
		return $table ? "t.term_id IN (SELECT term_id FROM {$table})" : '1 = 0';
	}

	/**
	 * @param array<string, mixed> $row
	 */
	private function row( Mapped $mapped, array $row ): Mapped {
		$this->text( $mapped, 'title', $row['title'] ?? null );
		$this->text( $mapped, 'description', $row['description'] ?? null );
		$this->url( $mapped, 'canonical', $row['canonical_url'] ?? null );
		if ( isset( $row['robots_default'] ) && '0' === (string) $row['robots_default'] ) {
			foreach ( array( 'noindex', 'nofollow', 'noarchive' ) as $directive ) {
				$this->robots( $mapped, $directive, ! empty( $row[ 'robots_' . $directive ] ) );
			}
		}
		$this->text( $mapped, 'facebook_title', $row['og_title'] ?? null );
		$this->text( $mapped, 'facebook_description', $row['og_description'] ?? null );
		if ( 'custom_image' === ( $row['og_image_type'] ?? '' ) ) {
			$this->url( $mapped, 'facebook_image', $row['og_image_custom_url'] ?? null );
		}
		if ( isset( $row['twitter_use_og'] ) && '0' === (string) $row['twitter_use_og'] ) {
			$this->text( $mapped, 'twitter_title', $row['twitter_title'] ?? null );
			$this->text( $mapped, 'twitter_description', $row['twitter_description'] ?? null );
			if ( 'custom_image' === ( $row['twitter_image_type'] ?? '' ) ) {
				$this->url( $mapped, 'twitter_image', $row['twitter_image_custom_url'] ?? null );
			}
		}
		$phrases = is_string( $row['keyphrases'] ?? null ) ? json_decode( $row['keyphrases'], true ) : null;
		$this->text( $mapped, 'focus_keyword', is_array( $phrases ) ? ( $phrases['focus']['keyphrase'] ?? null ) : null, false );
		return $mapped;
	}

	/**
	 * A post whose X data is its own ("use Open Graph data" off) shows on X what X's own image source gives,
	 * never the post's Open Graph image (4.9.9, Social\Twitter::getImage(): the post's twitter_image_type,
	 * else X's image source for posts, through Social\Image::getImage(), whose source "default" and every
	 * source that finds nothing give X's default image; only without one does X show the Open Graph image).
	 * With the source "default", X's default image is written as the post's X image wherever ours would
	 * show something else: the post's own Open Graph image, or a default or featured image the Open Graph
	 * settings pick (adversarial parity fixture, /adv-2045/). Other sources (featured, content) are the
	 * site's social image rules already.
	 *
	 * @param array<string, mixed> $row
	 */
	private function x_image_of_its_own( Mapped $mapped, array $row ): void {
		if ( ! isset( $row['twitter_use_og'] ) || '0' !== (string) $row['twitter_use_og'] || isset( $mapped->fields['twitter_image'] ) ) {
			return;
		}
		$options = $this->options( 'aioseo_options' );
		$type    = (string) ( $row['twitter_image_type'] ?? '' );
		$source  = '' === $type || 'default' === $type ? self::pick( $options, 'social.twitter.general.defaultImageSourcePosts' ) : $type;
		if ( null !== $source && '' !== $source && 'default' !== $source ) {
			return;
		}
		$x_default = self::pick( $options, 'social.twitter.general.defaultImagePosts' );
		if ( ! is_string( $x_default ) || '' === trim( $x_default ) ) {
			return;
		}
		$og_source = self::pick( $options, 'social.facebook.general.defaultImageSourcePosts' );
		$same      = ! isset( $mapped->fields['facebook_image'] ) && ( null === $og_source || 'default' === $og_source )
			&& trim( $x_default ) === trim( (string) self::pick( $options, 'social.facebook.general.defaultImagePosts' ) );
		if ( ! $same ) {
			$this->url( $mapped, 'twitter_image', $x_default );
		}
	}

	public function post( WP_Post $post ): Mapped {
		global $wpdb;
		$table = $this->table( 'aioseo_posts' );
		$row   = $table ? $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE post_id = %d", $post->ID ), ARRAY_A ) : null; // phpcs:ignore WordPress.DB -- AIOSEO's own table, read once per migrated item; the id is prepared.
		if ( ! $row ) {
			// Only the mirrored meta (table dropped): it holds the texts, not robots or images.
			$row = array();
			foreach ( array( 'title', 'description', 'og_title', 'og_description', 'twitter_title', 'twitter_description' ) as $key ) {
				$row[ $key ] = get_post_meta( $post->ID, '_aioseo_' . $key, true );
			}
			$row['twitter_use_og'] = '' !== $row['twitter_title'] || '' !== $row['twitter_description'] ? '0' : '1';
		}
		$primary = is_string( $row['primary_term'] ?? null ) ? json_decode( $row['primary_term'], true ) : null;
		$mapped  = $this->row( new Mapped(), $row );
		$this->x_image_of_its_own( $mapped, $row );
		$this->primary_category( $mapped, $post, is_array( $primary ) ? ( $primary['category'] ?? null ) : null );
		$this->schema_graphs( $mapped, $row );
		return $mapped;
	}

	/**
	 * The post's own schema graphs (the `schema` column, `{graphs: [{graphName, properties}], …}`, written by
	 * AIOSEO Pro's schema generator; the free edition prints only its per-post-type default graph), or
	 * before 4.2.5 the `schema_type` / `schema_type_options` columns, as instances. An Article graph's
	 * `properties.type` (BlogPosting, NewsArticle) and a WebPage graph's (AboutPage, …) name the type.
	 * What our catalogue cannot hold is reported (Instance_Fitter).
	 *
	 * @param array<string, mixed> $row The post's aioseo_posts row.
	 */
	private function schema_graphs( Mapped $mapped, array $row ): void {
		$schema = is_string( $row['schema'] ?? null ) ? json_decode( $row['schema'], true ) : null;
		$graphs = is_array( $schema ) && is_array( $schema['graphs'] ?? null ) ? $schema['graphs'] : array();
		if ( ! is_array( $schema ) ) {
			$graphs = self::legacy_graphs( (string) ( $row['schema_type'] ?? '' ), (string) ( $row['schema_type_options'] ?? '' ) );
		}
		foreach ( $graphs as $graph ) {
			if ( ! is_array( $graph ) || ! is_string( $graph['graphName'] ?? null ) ) {
				continue;
			}
			$properties = is_array( $graph['properties'] ?? null ) ? $graph['properties'] : array();
			$type       = in_array( $graph['graphName'], array( 'Article', 'WebPage' ), true ) && is_string( $properties['type'] ?? null ) && '' !== $properties['type'] ? $properties['type'] : $graph['graphName'];
			if ( 'WebPage' === $type ) {
				continue; // The page's own WebPage node, which our graph prints.
			}
			$values = self::graph_values( $properties );
			$mapped->instance( $type, self::instance_id( $type, $mapped->instances ), $this->schema_values( $mapped, 'structured_data.' . $type, $values ) );
		}
	}

	/**
	 * A graph's properties in schema.org's words: AIOSEO's editor keeps dates under `dates` (left out when
	 * `dates.include` is off), keywords as a JSON list of tags, and the author as `{name, url}`.
	 *
	 * @param array<string, mixed> $properties
	 * @return array<string, mixed>
	 */
	private static function graph_values( array $properties ): array {
		$values = $properties;
		unset( $values['type'], $values['dates'] );
		$dates = is_array( $properties['dates'] ?? null ) ? $properties['dates'] : array();
		if ( ! isset( $dates['include'] ) || $dates['include'] ) {
			foreach ( array( 'datePublished', 'dateModified' ) as $date ) {
				if ( is_string( $dates[ $date ] ?? null ) && '' !== $dates[ $date ] ) {
					$values[ $date ] = $dates[ $date ];
				}
			}
		}
		if ( is_string( $values['keywords'] ?? null ) && str_starts_with( ltrim( $values['keywords'] ), '[' ) ) {
			$tags               = json_decode( $values['keywords'], true );
			$values['keywords'] = is_array( $tags ) ? implode( ', ', array_filter( array_map( static fn( $tag ) => is_array( $tag ) ? (string) ( $tag['value'] ?? '' ) : '', $tags ) ) ) : '';
		}
		if ( is_array( $values['author'] ?? null ) ) {
			$values['author'] = array_filter(
				array(
					'name' => $values['author']['name'] ?? '',
					'url'  => $values['author']['url'] ?? '',
				)
			) + array( '@type' => 'Person' );
		}
		return $values;
	}

	/**
	 * The graphs of AIOSEO before 4.2.5: one schema type per post, its options (article or web page type) beside it.
	 *
	 * @return list<array{graphName: string, properties: array<string, mixed>}>
	 */
	private static function legacy_graphs( string $type, string $options ): array {
		$options = json_decode( $options, true );
		$options = is_array( $options ) ? $options : array();
		if ( 'Article' === $type ) {
			return array(
				array(
					'graphName'  => 'Article',
					'properties' => array( 'type' => (string) ( $options['article']['articleType'] ?? 'Article' ) ),
				),
			);
		}
		if ( 'WebPage' === $type ) {
			return array(
				array(
					'graphName'  => 'WebPage',
					'properties' => array( 'type' => (string) ( $options['webPage']['webPageType'] ?? 'WebPage' ) ),
				),
			);
		}
		return array();
	}

	public function term( WP_Term $term ): Mapped {
		global $wpdb;
		$table = $this->table( 'aioseo_terms' );
		$row   = $table ? $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE term_id = %d", $term->term_id ), ARRAY_A ) : null; // phpcs:ignore WordPress.DB -- AIOSEO's own table, read once per migrated item; the id is prepared.
		return $this->row( new Mapped(), $row ? $row : array() );
	}
}
