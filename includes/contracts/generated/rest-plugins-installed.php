<?php
// Generated from includes/contracts/rest-plugins-installed.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-plugins-installed',
	'type' => 'array',
	'items' => array(
		'title' => 'MigrationSource',
		'description' => 'An SEO plugin found on the site (Sightline\\Migration\\Detector::detected()).',
		'type' => 'object',
		'properties' => array(
			'slug' => array(
				'type' => 'string',
			),
			'name' => array(
				'type' => 'string',
			),
			'active' => array(
				'type' => 'boolean',
			),
			'installed' => array(
				'type' => 'boolean',
				'description' => 'Installed (active or not); false when only data left after deletion was found.',
			),
			'migrated' => array(
				'type' => 'string',
				'description' => 'ISO date of the last completed migration from this source, or \'\' when never.',
			),
			'file' => array(
				'type' => 'string',
				'description' => 'The plugin file plugins/deactivate switches off (\'\' when not installed).',
			),
		),
		'required' => array(
			'slug',
			'name',
			'active',
			'installed',
			'migrated',
			'file',
		),
		'additionalProperties' => false,
	),
);
