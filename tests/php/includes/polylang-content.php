<?php
/**
 * The content of the Polylang test site (polylang-site.php content): posts, a page and categories in
 * English, French and German, linked as translations through Polylang's public functions, with the
 * cases the alternates must handle: a complete group, a translation still a draft, a translation
 * noindexed by its own field, a post without translations.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/**
 * One post per language given, linked as translations.
 *
 * @param array<string, array<string, mixed>> $versions Post fields (and 'meta') by language slug.
 * @return array<string, int> Post ids by language slug.
 */
function sightline_tests_translated_posts( string $name, array $versions ): array {
	$ids = array();
	foreach ( $versions as $lang => $fields ) {
		$meta          = (array) ( $fields['meta'] ?? array() );
		unset( $fields['meta'] );
		$ids[ $lang ] = (int) wp_insert_post(
			$fields + array(
				'post_title'   => "{$name} {$lang}",
				'post_name'    => "{$name}-{$lang}",
				'post_content' => "The {$name} text in {$lang}.",
				'post_status'  => 'publish',
				'post_type'    => 'post',
			)
		);
		pll_set_post_language( $ids[ $lang ], $lang );
		foreach ( $meta as $key => $value ) {
			update_post_meta( $ids[ $lang ], $key, $value );
		}
	}
	pll_save_post_translations( $ids );
	return $ids;
}

/**
 * Site-wide texts in English, the stored settings, and their French and German translations in
 * Polylang's string translations (as its Strings translations screen saves them): Polylang translates
 * the keys our wpml-config.xml lists under admin-texts.
 */
function sightline_tests_translate_settings(): void {
	$settings                                 = (array) get_option( 'sightline_settings', array() );
	$settings['home_page_title']              = 'Welcome home';
	$settings['home_page_description']        = 'Bread and more';
	$settings['post_type_templates']['post'] = array(
		'title'       => 'Read %title%',
		'description' => 'Post about %title%',
	);
	update_option( 'sightline_settings', $settings );
	$translations = array(
		'fr' => array(
			'Welcome home'       => 'Bienvenue',
			'Bread and more'     => 'Du pain et plus',
			'Read %title%'       => 'Lire %title%',
			'Post about %title%' => 'Article sur %title%',
		),
		'de' => array(
			'Welcome home'       => 'Willkommen',
			'Bread and more'     => 'Brot und mehr',
			'Read %title%'       => 'Lesen %title%',
			'Post about %title%' => 'Beitrag über %title%',
		),
	);
	foreach ( $translations as $slug => $pairs ) {
		$language = PLL()->model->get_language( $slug );
		$mo       = new PLL_MO();
		$mo->import_from_db( $language );
		foreach ( $pairs as $original => $translation ) {
			$mo->add_entry( $mo->make_entry( $original, $translation ) );
		}
		$mo->export_to_db( $language );
	}
}

/**
 * The bench's volume (SIGHTLINE_POLYLANG_BULK=N): N published posts in each of the three languages,
 * linked as N translation groups, written straight into the tables in batches as Polylang would have
 * stored them (the language's term relation, one post_translations term per group whose description
 * is the group, as Polylang serialises it), so the page views measured next run among 3 × N posts.
 */
function sightline_tests_bulk_translations( int $groups ): void {
	global $wpdb;
	$languages = array();
	foreach ( array( 'en', 'fr', 'de' ) as $slug ) {
		$languages[ $slug ] = (int) PLL()->model->get_language( $slug )->get_tax_prop( 'language', 'term_taxonomy_id' );
	}
	$date = current_time( 'mysql', true );
	for ( $start = 0; $start < $groups; $start += 500 ) {
		$count = min( 500, $groups - $start );
		$rows  = array();
		foreach ( array_keys( $languages ) as $slug ) {
			for ( $i = $start; $i < $start + $count; $i++ ) {
				$rows[] = $wpdb->prepare( '(1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $date, $date, "Bulk text {$i} {$slug}.", "bulk {$i} {$slug}", '', 'publish', "bulk-{$i}-{$slug}", $date, $date, 'post' );
			}
		}
		$before = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, post_type) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB
		$ids = array();
		foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_name FROM {$wpdb->posts} WHERE ID > %d", $before ), ARRAY_N ) as $row ) { // phpcs:ignore WordPress.DB
			if ( preg_match( '/^bulk-(\d+)-([a-z]+)$/', (string) $row[1], $m ) ) {
				$ids[ (int) $m[1] - $start ][ $m[2] ] = (int) $row[0];
			}
		}
		$relations = array();
		foreach ( $ids as $i => $group ) {
			$name = 'pll_bulk_' . ( $start + $i );
			$wpdb->insert( $wpdb->terms, array( 'name' => $name, 'slug' => $name ) );
			$wpdb->insert(
				$wpdb->term_taxonomy,
				array(
					'term_id'     => (int) $wpdb->insert_id,
					'taxonomy'    => 'post_translations',
					'description' => maybe_serialize( $group ),
					'count'       => 3,
				)
			);
			$group_tt = (int) $wpdb->insert_id;
			foreach ( $group as $slug => $id ) {
				$relations[] = sprintf( '(%d, %d)', $id, $languages[ $slug ] );
				$relations[] = sprintf( '(%d, %d)', $id, $group_tt );
			}
		}
		$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $relations ) ); // phpcs:ignore WordPress.DB
	}
	foreach ( $languages as $tt ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->term_taxonomy} SET count = count + %d WHERE term_taxonomy_id = %d", $groups, $tt ) ); // phpcs:ignore WordPress.DB
	}
	wp_cache_flush();
}

/**
 * @return array<string, mixed> Ids and addresses by case and language.
 */
function sightline_tests_make_translations(): array {
	$bulk = (int) getenv( 'SIGHTLINE_POLYLANG_BULK' );
	if ( $bulk > 0 ) {
		sightline_tests_bulk_translations( $bulk );
	}
	sightline_tests_translate_settings();
	// Two posts a page: the English and French categories (three posts each) have a page 2, the German
	// one (two published) has not.
	update_option( 'posts_per_page', 2 );
	$news = array();
	foreach ( array(
		'en' => 'News',
		'fr' => 'Actualites',
		'de' => 'Nachrichten',
	) as $lang => $name ) {
		$term          = wp_insert_term( $name, 'category', array( 'slug' => strtolower( $name ) ) );
		$news[ $lang ] = (int) $term['term_id'];
		pll_set_term_language( $news[ $lang ], $lang );
	}
	pll_save_term_translations( $news );

	$all = array(
		'en' => array( 'post_category' => array( $news['en'] ) ),
		'fr' => array( 'post_category' => array( $news['fr'] ) ),
		'de' => array( 'post_category' => array( $news['de'] ) ),
	);
	$posts = array(
		'complete' => sightline_tests_translated_posts( 'complete', $all ),
		'draft'    => sightline_tests_translated_posts( 'draft', array( 'de' => array( 'post_status' => 'draft' ) ) + $all ),
		'noindex'  => sightline_tests_translated_posts( 'noindex', array( 'de' => array( 'meta' => array( '_sightline_robots_noindex' => 'on' ) ) ) + $all ),
		'alone'    => sightline_tests_translated_posts( 'alone', array( 'en' => array() ) ),
		// A German version whose written canonical names another address, a French one with a password:
		// neither is anyone's version, nor prints versions itself.
		'canonical' => sightline_tests_translated_posts( 'canonical', array( 'de' => array( 'meta' => array( '_sightline_canonical' => 'https://example.com/elsewhere/' ) ) ) + $all ),
		'locked'    => sightline_tests_translated_posts( 'locked', array( 'fr' => array( 'post_password' => 'secret' ) ) + $all ),
		'book'     => sightline_tests_translated_posts(
			'novel',
			array(
				'en' => array( 'post_type' => 'book' ),
				'fr' => array( 'post_type' => 'book' ),
				'de' => array( 'post_type' => 'book' ),
			)
		),
		'page'     => sightline_tests_translated_posts(
			'about',
			array(
				'en' => array( 'post_type' => 'page' ),
				'fr' => array( 'post_type' => 'page' ),
				'de' => array( 'post_type' => 'page' ),
			)
		),
	);

	$urls = array();
	foreach ( $posts as $case => $ids ) {
		foreach ( $ids as $lang => $id ) {
			$urls[ $case ][ $lang ] = (string) get_permalink( $id );
		}
	}
	foreach ( $news as $lang => $id ) {
		$urls['category'][ $lang ] = (string) get_term_link( $id, 'category' );
	}
	foreach ( array( 'en', 'fr', 'de' ) as $lang ) {
		$urls['home'][ $lang ] = (string) pll_home_url( $lang );
	}
	return array(
		'posts' => $posts,
		'terms' => array( 'category' => $news ),
		'urls'  => $urls,
	);
}
