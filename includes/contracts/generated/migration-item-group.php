<?php
// Generated from includes/contracts/migration-item-group.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'migration-item-group',
	'type' => 'object',
	'properties' => array(
		'count' => array(
			'type' => 'integer',
		),
		'title' => array(
			'type' => 'string',
		),
		'term_ids' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'integer',
			),
		),
		'post_ids' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'integer',
			),
		),
		'redirect_ids' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'integer',
			),
			'description' => 'GET migration/redirects: ids of the source\'s redirect records (rows, or posts and terms for SEOPress).',
		),
	),
	'required' => array(
		'count',
		'title',
	),
	'additionalProperties' => false,
);
