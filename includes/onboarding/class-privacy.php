<?php
/**
 * The admin's setup details are personal data kept on this site, so they join WordPress's privacy tools:
 * Tools → Export Personal Data lists them and Tools → Erase Personal Data removes them, for the email
 * they were saved with. What the plugin keeps and sends is suggested for the site's privacy policy in
 * WordPress's policy guide (Settings → Privacy → Policy Guide), which the setup's agreement links to
 * while the site has no published policy.
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Privacy implements Hookable_Interface {

	public const ID = 'sightline-seo-setup';

	public function add_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'register_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'register_eraser' ) );
		add_action( 'admin_init', array( $this, 'suggest_policy_text' ) );
	}

	/** WordPress's privacy policy guide, where our suggested text is. */
	public static function guide_url(): string {
		return admin_url( 'options-privacy.php?tab=policyguide' );
	}

	/**
	 * Our part of the site's privacy policy, as WordPress asks plugins to suggest it.
	 */
	public function suggest_policy_text(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		$paragraphs = array(
			__( 'Sightline SEO keeps on this site, and sends to no one, the name and email address the site administrator gave in its setup, with whether they agreed to be notified of SEO issues.', 'sightline-seo' ),
			__( 'When its 404 monitor is on, it keeps the addresses of this site that answered "not found", how often, when they were last asked for and the sites that linked to them; never a visitor\'s IP address or browser.', 'sightline-seo' ),
			__( 'When the administrator uses them: the addresses of new and changed content are sent to search engines through IndexNow; a post\'s text or an image is sent to the AI service the administrator chose, to suggest a title, a description or an image\'s alternative text; and Google Search Console\'s figures for this site are fetched from Google.', 'sightline-seo' ),
		);
		wp_add_privacy_policy_content( 'Sightline SEO', wp_kses_post( '<p>' . implode( '</p><p>', array_map( 'esc_html', $paragraphs ) ) . '</p>' ) );
	}

	/**
	 * @param array<string, array<string, mixed>> $exporters
	 * @return array<string, array<string, mixed>>
	 */
	public function register_exporter( $exporters ): array {
		$exporters             = (array) $exporters;
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Sightline SEO setup details', 'sightline-seo' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * @param array<string, array<string, mixed>> $erasers
	 * @return array<string, array<string, mixed>>
	 */
	public function register_eraser( $erasers ): array {
		$erasers             = (array) $erasers;
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'Sightline SEO setup details', 'sightline-seo' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	private static function matches( string $email ): bool {
		$stored = User_Details::get()['email'];
		return '' !== $stored && 0 === strcasecmp( $stored, trim( $email ) );
	}

	/**
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		if ( ! self::matches( $email ) ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$details = User_Details::get();
		$fields  = array(
			array(
				'name'  => __( 'First Name', 'sightline-seo' ),
				'value' => $details['first_name'],
			),
			array(
				'name'  => __( 'Last Name', 'sightline-seo' ),
				'value' => $details['last_name'],
			),
			array(
				'name'  => __( 'Email Address', 'sightline-seo' ),
				'value' => $details['email'],
			),
			array(
				'name'  => __( 'Agreed to be notified and to share usage data', 'sightline-seo' ),
				'value' => $details['agree_to_terms'] ? __( 'Yes', 'sightline-seo' ) : __( 'No', 'sightline-seo' ),
			),
		);
		if ( $details['consent_time'] ) {
			$fields[] = array(
				'name'  => __( 'Consent given', 'sightline-seo' ),
				'value' => wp_date( 'c', $details['consent_time'] ),
			);
		}
		return array(
			'data' => array(
				array(
					'group_id'    => 'sightline-seo',
					'group_label' => __( 'Sightline SEO', 'sightline-seo' ),
					'item_id'     => 'sightline-seo-setup',
					'data'        => $fields,
				),
			),
			'done' => true,
		);
	}

	/**
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array {
		$removed = self::matches( $email );
		if ( $removed ) {
			delete_option( User_Details::OPTION );
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}
