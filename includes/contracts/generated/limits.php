<?php
// Generated from includes/contracts/limits.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'limits',
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
);
