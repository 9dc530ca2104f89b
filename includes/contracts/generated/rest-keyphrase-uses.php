<?php
// Generated from includes/contracts/rest-keyphrase-uses.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-keyphrase-uses',
	'type' => 'object',
	'properties' => array(
		'keyphrase' => array(
			'type' => 'string',
			'description' => 'The keyphrase as compared (normalised).',
		),
		'count' => array(
			'type' => 'integer',
			'minimum' => 0,
			'description' => 'How many other posts have it, at most 101 (101: more than 100).',
		),
		'posts' => array(
			'type' => 'array',
			'description' => 'The first of those posts the user may edit, newest first (at most 5).',
			'items' => array(
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'integer',
					),
					'title' => array(
						'type' => 'string',
					),
					'edit_link' => array(
						'type' => 'string',
					),
				),
				'required' => array(
					'id',
					'title',
					'edit_link',
				),
				'additionalProperties' => false,
			),
		),
	),
	'required' => array(
		'keyphrase',
		'count',
		'posts',
	),
	'additionalProperties' => false,
);
