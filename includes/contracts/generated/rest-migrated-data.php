<?php
// Generated from includes/contracts/rest-migrated-data.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-migrated-data',
	'type' => 'object',
	'properties' => array(
		'social_profiles' => array(
			'type' => 'object',
			'additionalProperties' => array(
				'type' => 'string',
			),
		),
		'website_details' => array(
			'type' => 'object',
			'properties' => array(
				'website_type' => array(
					'type' => 'string',
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
				'about_page' => array(
					'type' => 'integer',
				),
				'contact_page' => array(
					'type' => 'integer',
				),
			),
			'required' => array(
				'website_type',
				'website_name',
				'website_owner_name',
				'organization_type',
				'website_owner_phone',
				'website_logo',
				'about_page',
				'contact_page',
			),
			'additionalProperties' => false,
		),
	),
	'required' => array(
		'social_profiles',
		'website_details',
	),
	'additionalProperties' => false,
);
