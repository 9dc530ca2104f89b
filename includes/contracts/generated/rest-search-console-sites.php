<?php
// Generated from includes/contracts/rest-search-console-sites.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-search-console-sites',
	'type' => 'array',
	'items' => array(
		'title' => 'SearchConsoleSite',
		'type' => 'object',
		'properties' => array(
			'site_url' => array(
				'type' => 'string',
			),
			'permission_level' => array(
				'type' => 'string',
			),
		),
		'required' => array(
			'site_url',
			'permission_level',
		),
		'additionalProperties' => false,
	),
);
