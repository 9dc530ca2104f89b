<?php
// Generated from includes/contracts/page-data-wizard.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'page-data-wizard',
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
		),
		'initialRoute' => array(
			'type' => 'string',
		),
		'dashboardUrl' => array(
			'type' => 'string',
			'description' => 'The plugin\'s admin page with the skip-onboarding flag (Exit Guided Setup, Go To Dashboard).',
		),
		'privacyPolicyUrl' => array(
			'type' => 'string',
		),
		'migrationEnabled' => array(
			'type' => 'boolean',
		),
		'onboarding' => array(
			'title' => 'OnboardingInitialData',
			'description' => 'The wizard\'s fields as stored, or pre-filled from the site and the admin\'s own account on the first run.',
			'type' => 'object',
			'properties' => array(
				'website_represents' => array(
					'type' => 'string',
					'enum' => array(
						'personal',
						'business',
						'organization',
						'blog',
						'community',
						'ecommerce',
					),
				),
				'website_name' => array(
					'type' => 'string',
				),
				'website_owner_name' => array(
					'type' => 'string',
				),
				'organization_type' => array(
					'type' => 'string',
				),
				'website_owner_phone' => array(
					'type' => 'string',
				),
				'website_logo' => array(
					'type' => 'string',
				),
				'website_about_us' => array(
					'anyOf' => array(
						array(
							'title' => 'PageOption',
							'description' => 'A page as the page selectors show it.',
							'type' => 'object',
							'properties' => array(
								'label' => array(
									'type' => 'string',
								),
								'value' => array(
									'type' => 'integer',
								),
							),
							'required' => array(
								'label',
								'value',
							),
							'additionalProperties' => false,
						),
						array(
							'type' => 'null',
						),
					),
				),
				'website_contact_us' => array(
					'anyOf' => array(
						array(
							'title' => 'PageOption',
							'description' => 'A page as the page selectors show it.',
							'type' => 'object',
							'properties' => array(
								'label' => array(
									'type' => 'string',
								),
								'value' => array(
									'type' => 'integer',
								),
							),
							'required' => array(
								'label',
								'value',
							),
							'additionalProperties' => false,
						),
						array(
							'type' => 'null',
						),
					),
				),
				'social_profiles' => array(
					'type' => 'object',
					'additionalProperties' => array(
						'type' => 'string',
					),
				),
				'ai_crawler_policy' => array(
					'type' => 'string',
					'enum' => array(
						'none',
						'block_training',
						'allow_all',
						'block_all',
						'per_bot',
					),
				),
				'website_lead_details' => array(
					'type' => 'object',
					'properties' => array(
						'first_name' => array(
							'type' => 'string',
						),
						'last_name' => array(
							'type' => 'string',
						),
						'email' => array(
							'type' => 'string',
						),
					),
					'required' => array(
						'first_name',
						'last_name',
						'email',
					),
					'additionalProperties' => false,
				),
			),
			'required' => array(
				'website_represents',
				'website_name',
				'website_owner_name',
				'organization_type',
				'website_owner_phone',
				'website_logo',
				'website_about_us',
				'website_contact_us',
				'social_profiles',
				'ai_crawler_policy',
				'website_lead_details',
			),
			'additionalProperties' => false,
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
		'migrationSources',
		'initialRoute',
		'dashboardUrl',
		'privacyPolicyUrl',
		'migrationEnabled',
		'onboarding',
	),
	'additionalProperties' => false,
);
