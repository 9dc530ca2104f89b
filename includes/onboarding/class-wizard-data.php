<?php
/**
 * What the wizard needs before its first render (window.sightlineAdmin on the wizard page): URLs, the
 * migration sources found on this site and the wizard's initial values, taken from what is already stored.
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

use Sightline\Migration\Detector;
use Sightline\Settings\Limits;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Wizard_Data {

	/** The page selectors' first request (ten pages), preloaded so it costs no round trip. */
	public const PAGES_PATH = '/wp/v2/pages?per_page=10';

	public function __construct( private Settings $settings, private Detector $detector ) {}

	/**
	 * @return array<string, mixed>
	 */
	public function page_data(): array {
		$website = (array) $this->settings->get( 'website' );
		$user    = User_Details::get();
		$current = wp_get_current_user();
		$data    = array(
			'version'          => SIGHTLINE_VERSION,
			'page'             => Onboarding_Page::SLUG,
			'initialRoute'     => '/',
			'adminUrl'         => admin_url(),
			'pluginUrl'        => admin_url( 'admin.php?page=sightline' ),
			'dashboardUrl'     => Activation_Redirect::skip_url(),
			'homeUrl'          => home_url( '/' ),
			'siteName'         => get_bloginfo( 'name' ),
			'tagline'          => get_bloginfo( 'description' ),
			'faviconUrl'       => get_site_icon_url( 32 ),
			// The site's published privacy policy, else WordPress's policy guide, which holds our text.
			'privacyPolicyUrl' => '' !== get_privacy_policy_url() ? get_privacy_policy_url() : Privacy::guide_url(),
			'limits'           => Limits::all(),
			'migrationEnabled' => (bool) $this->settings->get( 'enable_migration' ),
			'migrationSources' => $this->detector->detected(),
			'onboarding'       => array(
				'website_represents'   => (string) ( $website['type'] ?? 'business' ),
				'website_name'         => (string) ( $website['name'] ?? '' ) !== '' ? (string) $website['name'] : get_bloginfo( 'name' ),
				'website_owner_name'   => (string) ( $website['owner_name'] ?? '' ),
				'organization_type'    => (string) ( $website['organization_type'] ?? Organization_Types::default_type() ),
				'website_owner_phone'  => (string) ( $website['owner_phone'] ?? '' ),
				'website_logo'         => (string) ( $website['logo'] ?? '' ),
				'website_about_us'     => self::page_option( (int) ( $website['about_page'] ?? 0 ) ),
				'website_contact_us'   => self::page_option( (int) ( $website['contact_page'] ?? 0 ) ),
				'social_profiles'      => (array) $this->settings->get( 'social_profiles' ),
				'ai_crawler_policy'    => (string) ( (array) $this->settings->get( 'ai_crawlers' ) )['policy'],
				// Pre-filled from the admin's own account on the first run; never sent anywhere.
				'website_lead_details' => array(
					'first_name' => '' !== $user['first_name'] ? $user['first_name'] : (string) $current->first_name,
					'last_name'  => '' !== $user['last_name'] ? $user['last_name'] : (string) $current->last_name,
					'email'      => '' !== $user['email'] ? $user['email'] : (string) $current->user_email,
				),
			),
		);
		/**
		 * Filters the data the setup wizard receives from the page.
		 *
		 * @param array<string, mixed> $data
		 */
		return apply_filters( 'sightline_wizard_page_data', $data );
	}

	/**
	 * A stored page id as the selector's option ({label, value}), or null when there is no such page.
	 *
	 * @return array{label: string, value: int}|null
	 */
	private static function page_option( int $id ): ?array {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post || 'page' !== $post->post_type ) {
			return null;
		}
		$title = get_the_title( $post );
		return array(
			'label' => '' !== $title ? wp_strip_all_tags( $title ) : __( 'Untitled', 'sightline-seo' ),
			'value' => $id,
		);
	}
}
