<?php
/**
 * wpml-config.xml, what WPML translates of ours (WPML itself cannot run here): a well-formed file in the
 * plugin's folder, of the elements and actions WPML documents, complete against our meta keys (every
 * one named once, for posts and for terms, none we do not have) and against the settings (every key
 * it lists exists in the settings schema as text; the templates, the home page's texts and the
 * organization's name are all there, under the option WordPress stores them in).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Settings;

use Sightline\Settings\Schema;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;
use Sightline\Uninstaller;

final class WpmlConfigTest extends TestCase {

	/** The actions WPML documents for custom fields. */
	private const ACTIONS = array( 'translate', 'copy', 'copy-once', 'ignore' );

	private function config(): \SimpleXMLElement {
		$file = SIGHTLINE_DIR . 'wpml-config.xml';
		$this->assertFileExists( $file, 'WPML reads wpml-config.xml from the plugin folder' );
		$previous = libxml_use_internal_errors( true );
		$xml      = simplexml_load_string( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$errors   = libxml_get_errors();
		libxml_use_internal_errors( $previous );
		$this->assertSame( array(), $errors, 'well-formed XML' );
		$this->assertInstanceOf( \SimpleXMLElement::class, $xml );
		$this->assertSame( 'wpml-config', $xml->getName() );
		$this->assertSame( array( 'custom-fields', 'custom-term-fields', 'admin-texts' ), array_map( static fn( $child ) => $child->getName(), iterator_to_array( $xml->children(), false ) ) );
		return $xml;
	}

	public function test_every_meta_key_is_declared_once_for_posts_and_for_terms(): void {
		$xml = $this->config();
		foreach ( array( 'custom-fields' => 'custom-field', 'custom-term-fields' => 'custom-term-field' ) as $group => $tag ) {
			$declared = array();
			foreach ( $xml->{$group}->children() as $field ) {
				$this->assertSame( $tag, $field->getName() );
				$this->assertContains( (string) $field['action'], self::ACTIONS, (string) $field );
				$this->assertArrayNotHasKey( (string) $field, $declared, (string) $field . ' once' );
				$declared[ (string) $field ] = (string) $field['action'];
			}
			$keys = Uninstaller::meta_keys();
			// The offers' flag is user meta, which WPML does not translate.
			$keys = array_values( array_diff( $keys, array( \Sightline\Redirects\Offers::USER_META ) ) );
			sort( $keys );
			$names = array_keys( $declared );
			sort( $names );
			$this->assertSame( $keys, $names, "{$group}: every meta key of ours and no other" );
			$this->assertSame( 'translate', $declared['_sightline_title'] );
			$this->assertSame( 'translate', $declared['_sightline_description'] );
			$this->assertSame( 'copy-once', $declared['_sightline_robots_noindex'], 'a new translation starts with the original\'s robots, then each translation keeps its own (as Yoast SEO declares its own): a noindexed translation is left out of the alternates, not the whole group' );
			$this->assertSame( 'copy-once', $declared['_sightline_structured_data'] );
		}
	}

	public function test_the_admin_texts_are_text_settings_and_hold_every_template(): void {
		$xml    = $this->config();
		$option = $xml->{'admin-texts'}->key;
		$this->assertCount( 1, $xml->{'admin-texts'}->children() );
		$this->assertSame( Settings::OPTION, (string) $option['name'] );
		$schema = Schema::load( 'global-settings' );
		$paths  = array();
		foreach ( $option->children() as $key ) {
			$this->collect( $key, $schema, '', $paths );
		}
		foreach ( array( 'page_title', 'page_description', 'home_page_title', 'home_page_description', 'home_page_facebook_title', 'home_page_facebook_description', 'home_page_twitter_title', 'home_page_twitter_description', 'website.name', 'website.owner_name', 'post_type_templates.*.title', 'post_type_templates.*.archive_description', 'taxonomy_templates.*.description', 'archive_templates.author.title', 'archive_templates.search.title', 'global_default.page_title' ) as $path ) {
			$this->assertContains( $path, $paths, $path . ' is translated' );
		}
		$this->assertNotContains( 'separator', $paths );
		$this->assertNotContains( 'fallback_image', $paths, 'URLs stay the same' );
	}

	/**
	 * Follows a <key> down the settings schema: it must name a property (or `*`, a map's entries), and end
	 * on text.
	 *
	 * @param array<string, mixed> $schema The schema of the object the key is in.
	 * @param list<string>         $paths  Every text setting the file lists, dotted.
	 */
	private function collect( \SimpleXMLElement $key, array $schema, string $prefix, array &$paths ): void {
		$name = (string) $key['name'];
		$this->assertSame( 'key', $key->getName() );
		$node = '*' === $name ? ( $schema['additionalProperties'] ?? null ) : ( $schema['properties'][ $name ] ?? null );
		$path = ltrim( $prefix . '.' . $name, '.' );
		$this->assertIsArray( $node, $path . ' is a setting' );
		if ( 0 === $key->children()->count() ) {
			$this->assertSame( 'string', $node['type'], $path . ' is text' );
			$paths[] = $path;
			return;
		}
		$this->assertSame( 'object', $node['type'], $path . ' holds settings' );
		foreach ( $key->children() as $child ) {
			$this->collect( $child, $node, $path, $paths );
		}
	}
}
