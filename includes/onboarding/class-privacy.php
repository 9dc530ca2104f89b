<?php
/**
 * The admin's setup details are personal data kept on this site, so they join WordPress's privacy tools:
 * Tools → Export Personal Data lists them and Tools → Erase Personal Data removes them, for the email
 * they were saved with.
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
