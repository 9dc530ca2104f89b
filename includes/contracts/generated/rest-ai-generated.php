<?php
// Generated from includes/contracts/rest-ai-generated.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-ai-generated',
	'type' => 'object',
	'properties' => array(
		'success' => array(
			'type' => 'boolean',
			'enum' => array(
				true,
			),
		),
		'content' => array(
			'type' => 'string',
		),
		'type' => array(
			'type' => 'string',
			'enum' => array(
				'page_title',
				'page_description',
				'facebook_title',
				'facebook_description',
				'twitter_title',
				'twitter_description',
			),
		),
		'provider' => array(
			'type' => 'string',
			'description' => 'The id of the provider that wrote it.',
		),
	),
	'required' => array(
		'success',
		'content',
		'type',
		'provider',
	),
	'additionalProperties' => false,
);
