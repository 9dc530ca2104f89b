<?php
// Generated from includes/contracts/rest-link-suggestions.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-link-suggestions',
	'type' => 'object',
	'properties' => array(
		'post' => array(
			'type' => 'integer',
			'description' => 'The post the suggestions are for.',
		),
		'suggestions' => array(
			'type' => 'array',
			'description' => 'Best first, at most 8.',
			'maxItems' => 8,
			'items' => array(
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'integer',
					),
					'title' => array(
						'type' => 'string',
						'description' => 'The title as shown (entities decoded).',
					),
					'url' => array(
						'type' => 'string',
						'description' => 'The post\'s permalink.',
					),
				),
				'required' => array(
					'id',
					'title',
					'url',
				),
				'additionalProperties' => false,
			),
		),
	),
	'required' => array(
		'post',
		'suggestions',
	),
	'additionalProperties' => false,
);
