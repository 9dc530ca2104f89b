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
	$settings['post_type_templates']['post'] = array(
		'title'       => 'Read %title%',
		'description' => '',
	);
	update_option( 'sightline_settings', $settings );
	$translations = array(
		'fr' => array(
			'Welcome home' => 'Bienvenue',
			'Read %title%' => 'Lire %title%',
		),
		'de' => array(
			'Welcome home' => 'Willkommen',
			'Read %title%' => 'Lesen %title%',
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
 * @return array<string, mixed> Ids and addresses by case and language.
 */
function sightline_tests_make_translations(): array {
	sightline_tests_translate_settings();
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
