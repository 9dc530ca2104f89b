<?php
/**
 * Puts the front-end bench site (freshly restored from its seeded dump, Sightline SEO just activated) into
 * one of the bench's states, through the same save paths a user's clicks reach. Run through
 * tools/wp-runtime/wp.php eval-file by bench/front-bench.sh:
 *
 * - fresh:     nothing: just activated, no setting saved (the activation's empty settings row only);
 * - setup:     the guided setup finished (POST /sightline/v1/onboarding as the wizard sends it);
 * - migration: Yoast SEO data on every post (its native meta and options) migrated by the engine the
 *              CLI runs, batch by batch;
 * - schemas:   the guided setup, then the structured data flag and every schema node saved on
 *              (POST /sightline/v1/admin/global-settings, as the settings app saves), and the bench's
 *              "typed" post (bench-post-<half + 1>) given three types of its own, a Recipe, an FAQ page
 *              and a VideoObject (PUT /sightline/v1/post/structured-data, as the editor's panel saves).
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals
use Sightline\Migration\Migrator;
use Sightline\Plugin;

global $wpdb;
$state = (string) ( $args[0] ?? 'fresh' );
wp_set_current_user( (int) get_user_by( 'login', 'admin' )->ID );

$rest = static function ( string $route, array $body, string $method = 'POST' ): void {
	$request = new WP_REST_Request( $method, $route );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( wp_json_encode( $body ) );
	$response = rest_do_request( $request );
	if ( $response->is_error() ) {
		fwrite( STDERR, "{$route}: " . wp_json_encode( $response->get_data() ) . "\n" );
		exit( 1 );
	}
};
$setup = static function () use ( $rest ): void {
	$rest(
		'/sightline/v1/onboarding',
		array(
			'website_type'        => 'organization',
			'website_name'        => 'Bench Publishing',
			'organization_type'   => 'NewsMediaOrganization',
			'website_owner_phone' => '+1 555 0100',
			'website_logo'        => wp_upload_dir()['baseurl'] . '/bench-image.jpg',
			'social_profiles'     => array(
				'facebook'  => 'https://facebook.com/bench',
				'twitter'   => 'https://x.com/bench',
				'instagram' => 'https://instagram.com/bench',
			),
			'first_name'          => 'Ada',
			'last_name'           => 'Bench',
			'email'               => 'ada@example.org',
			'agree_to_terms'      => false,
		)
	);
};

switch ( $state ) {
	case 'fresh':
		break;
	case 'setup':
		$setup();
		break;
	case 'schemas':
		$setup();
		$rest(
			'/sightline/v1/admin/global-settings',
			array(
				'data' => array(
					'enable_schemas' => true,
					'schema_output'  => array_fill_keys( array( 'website', 'search_action', 'webpage', 'organization', 'article', 'breadcrumbs' ), true ),
				),
			)
		);
		$posts = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
		$typed = get_page_by_path( 'bench-post-' . ( intdiv( $posts, 2 ) + 1 ), OBJECT, 'post' );
		$rest(
			'/sightline/v1/post/structured-data',
			array(
				'id'        => $typed->ID,
				'instances' => array(
					array(
						'type'   => 'Recipe',
						'id'     => 'recipe',
						'values' => array(
							'image'              => wp_upload_dir()['baseurl'] . '/bench-image.jpg',
							'prepTime'           => 'PT20M',
							'cookTime'           => 'PT40M',
							'recipeYield'        => '8 slices',
							'recipeIngredient'   => array( '200 g flour', '3 eggs', '2 lemons' ),
							'recipeInstructions' => array(
								array( 'text' => 'Beat the eggs with the sugar.' ),
								array( 'text' => 'Fold in the flour and bake for 40 minutes.' ),
							),
						),
					),
					array(
						'type'   => 'FAQPage',
						'id'     => 'faq',
						'values' => array(
							'mainEntity' => array(
								array(
									'name'           => 'Can it be frozen?',
									'acceptedAnswer' => array( 'text' => 'Yes, for a month.' ),
								),
								array(
									'name'           => 'Can I use limes?',
									'acceptedAnswer' => array( 'text' => 'Yes, with a little more sugar.' ),
								),
							),
						),
					),
					array(
						'type'   => 'VideoObject',
						'id'     => 'video',
						'values' => array(
							'thumbnailUrl' => wp_upload_dir()['baseurl'] . '/bench-image.jpg',
							'uploadDate'   => '2026-05-01T10:00:00+00:00',
							'embedUrl'     => 'https://www.youtube.com/embed/bench',
						),
					),
				),
			),
			'PUT'
		);
		break;
	case 'migration':
		// Yoast SEO's own storage, as a site that ran it has: templates, social defaults, and per-post
		// fields on every post (a third of them noindexed, half with a social title).
		update_option( 'wpseo_titles', array( 'separator' => 'sc-pipe', 'title-post' => '%%title%% %%page%% %%sep%% %%sitename%%', 'metadesc-post' => '%%excerpt%%', 'title-home-wpseo' => '%%sitename%% %%sep%% %%sitedesc%%', 'title-category' => '%%term_title%% Archives %%sep%% %%sitename%%' ) );
		update_option( 'wpseo_social', array( 'twitter_site' => 'bench', 'og_default_image' => wp_upload_dir()['baseurl'] . '/bench-image.jpg' ) );
		$ids = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' ORDER BY ID" );
		foreach ( array_chunk( $ids, 1000 ) as $part ) {
			$meta = array();
			foreach ( $part as $id ) {
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_title', '%%title%% — read %%sep%% %%sitename%%' );
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_metadesc', "Read about post {$id} on %%sitename%%" );
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_focuskw', "keyword {$id}" );
				if ( 0 === $id % 2 ) {
					$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_opengraph-title', 'Shared: %%title%%' );
				}
				if ( 0 === $id % 3 ) {
					$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_meta-robots-noindex', '1' );
				}
			}
			$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) );
		}
		wp_cache_flush();
		$migrator = Plugin::get( Migrator::class );
		$source   = $migrator->source( 'wordpress-seo' );
		$migrator->migrate_global( $source );
		$total = $source->count_posts();
		for ( $offset = 0; $offset < $total; $offset += 500 ) {
			$migrator->migrate_batch( $source, 'post', array_column( $source->post_ids( $offset, 500 ), 'id' ) );
			wp_cache_flush_runtime();
		}
		break;
	default:
		fwrite( STDERR, "unknown state {$state} (fresh, setup, migration, schemas)\n" );
		exit( 2 );
}
echo "state {$state} ready\n";
