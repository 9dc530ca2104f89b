<?php
// Generated from includes/contracts/page-data-base.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'page-data-base',
	'type' => 'object',
	'properties' => array(
		'version' => array(
			'type' => 'string',
		),
		'page' => array(
			'type' => 'string',
			'description' => 'The admin page slug, or \'editor\' in the block editor and term screen.',
		),
		'adminUrl' => array(
			'type' => 'string',
		),
		'pluginUrl' => array(
			'type' => 'string',
		),
		'homeUrl' => array(
			'type' => 'string',
		),
		'siteName' => array(
			'type' => 'string',
		),
		'tagline' => array(
			'type' => 'string',
		),
		'faviconUrl' => array(
			'type' => 'string',
		),
		'limits' => array(
			'title' => 'Limits',
			'description' => 'Length limits the counters and previews use (includes/settings/limits.json, through the sightline_length_limits filter).',
			'type' => 'object',
			'properties' => array(
				'title' => array(
					'type' => 'integer',
				),
				'description' => array(
					'type' => 'integer',
				),
				'url' => array(
					'type' => 'integer',
				),
				'social_title' => array(
					'type' => 'integer',
				),
				'social_description' => array(
					'type' => 'integer',
				),
			),
			'required' => array(
				'title',
				'description',
				'url',
				'social_title',
				'social_description',
			),
			'additionalProperties' => false,
		),
		'sitemapUrl' => array(
			'type' => 'string',
			'description' => 'Added by the sitemaps module when it runs (sightline_admin_page_data).',
		),
		'robotsTxtUrl' => array(
			'type' => 'string',
			'description' => 'Added by the sitemaps module when it runs (sightline_admin_page_data).',
		),
		'llmsTxtUrl' => array(
			'type' => 'string',
			'description' => 'Added by the llms.txt module when it runs (sightline_admin_page_data).',
		),
		'llmsFullTxtUrl' => array(
			'type' => 'string',
			'description' => 'Address of /llms-full.txt, added with llmsTxtUrl.',
		),
		'migrationSources' => array(
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
			'description' => 'Added by the migration detector when it runs (sightline_admin_page_data).',
		),
	),
	'required' => array(
		'version',
		'page',
		'adminUrl',
		'pluginUrl',
		'homeUrl',
		'siteName',
		'tagline',
		'faviconUrl',
		'limits',
	),
	'additionalProperties' => false,
);
