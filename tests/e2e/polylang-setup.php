<?php
/**
 * Run by tests/e2e/specs/multilingual.spec.ts through WP-CLI (`wp eval-file`) on the e2e site, with
 * Polylang active: `languages` adds English (default), French and German; `content` makes the
 * translated posts, page and categories and the translated site-wide texts of
 * tests/php/includes/polylang-content.php (one description of the content for PHPUnit and e2e) and
 * prints their ids and addresses; `texts` stores the English texts again (the spec file's settings
 * reset runs after beforeAll); `clean FILE` (what `content` printed) deletes those posts and terms
 * and puts the settings back.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$sightline_step = (string) ( $args[0] ?? '' );

if ( 'languages' === $sightline_step ) {
	// Set up here, not by Polylang's wizard: the first admin page would otherwise be redirected to it.
	delete_transient( 'pll_activation_redirect' );
	foreach ( array( 'en_US', 'fr_FR', 'de_DE' ) as $sightline_order => $sightline_locale ) {
		if ( PLL()->model->get_language( $sightline_locale ) ) {
			continue;
		}
		$sightline_result = PLL()->model->languages->add(
			array(
				'locale'         => $sightline_locale,
				'term_group'     => $sightline_order,
				'no_default_cat' => true,
			)
		);
		if ( is_wp_error( $sightline_result ) ) {
			fwrite( STDERR, "adding {$sightline_locale} failed: " . $sightline_result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	return;
}

if ( 'content' === $sightline_step ) {
	require dirname( __DIR__ ) . '/php/includes/polylang-content.php';
	wp_set_current_user( 1 );
	$sightline_before  = get_option( 'sightline_settings', array() );
	$sightline_content = sightline_tests_make_translations() + array( 'settings_before' => $sightline_before );
	flush_rewrite_rules( false );
	echo wp_json_encode( $sightline_content ) . "\n";
	return;
}

if ( 'texts' === $sightline_step ) {
	// The stored English texts again (every spec file starts from the default settings, reset after
	// beforeAll): their translations stay in Polylang's string translations.
	require dirname( __DIR__ ) . '/php/includes/polylang-content.php';
	sightline_tests_translate_settings();
	return;
}

if ( 'clean' === $sightline_step ) {
	$sightline_content = json_decode( (string) file_get_contents( (string) ( $args[1] ?? '' ) ), true );
	foreach ( (array) ( $sightline_content['posts'] ?? array() ) as $sightline_ids ) {
		foreach ( (array) $sightline_ids as $sightline_id ) {
			wp_delete_post( (int) $sightline_id, true );
		}
	}
	foreach ( (array) ( $sightline_content['terms']['category'] ?? array() ) as $sightline_id ) {
		wp_delete_term( (int) $sightline_id, 'category' );
	}
	update_option( 'sightline_settings', $sightline_content['settings_before'] ?? array() );
	return;
}

fwrite( STDERR, "usage: wp eval-file polylang-setup.php languages|content|texts|clean FILE\n" );
exit( 2 );
