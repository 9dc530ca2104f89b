<?php
// Generated from includes/contracts/rest-sitemap-cache.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-sitemap-cache',
	'type' => 'object',
	'properties' => array(
		'message' => array(
			'type' => 'string',
		),
		'description' => array(
			'type' => 'string',
			'description' => 'How many sitemaps and URLs the index lists.',
		),
	),
	'required' => array(
		'message',
		'description',
	),
	'additionalProperties' => false,
);
