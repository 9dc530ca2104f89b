<?php
// Generated from includes/contracts/rest-post-structured-data.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-post-structured-data',
	'type' => 'object',
	'properties' => array(
		'instances' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'object',
				'properties' => array(
					'type' => array(
						'type' => 'string',
						'description' => 'An offered type of includes/structured-data/types.json.',
					),
					'id' => array(
						'type' => 'string',
						'description' => 'A slug unique within the object\'s list; the node\'s @id ends with #/schema/<id>.',
					),
					'values' => array(
						'type' => 'object',
						'additionalProperties' => true,
						'description' => 'The values the author set, by property.',
					),
				),
				'required' => array(
					'type',
					'id',
					'values',
				),
				'additionalProperties' => false,
			),
		),
		'nodes' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'object',
				'additionalProperties' => true,
				'description' => 'A JSON-LD node as the page prints it.',
			),
		),
		'findings' => array(
			'type' => 'array',
			'description' => 'For each node, what the check found: missing required properties (errors) and recommended ones (warnings).',
			'items' => array(
				'type' => 'array',
				'items' => array(
					'type' => 'object',
					'properties' => array(
						'field' => array(
							'type' => 'string',
							'description' => 'The property\'s path, such as offers.price.',
						),
						'level' => array(
							'type' => 'string',
							'enum' => array(
								'error',
								'warning',
							),
						),
						'message' => array(
							'type' => 'string',
						),
					),
					'required' => array(
						'field',
						'level',
						'message',
					),
					'additionalProperties' => false,
				),
			),
		),
	),
	'required' => array(
		'instances',
		'nodes',
		'findings',
	),
	'additionalProperties' => false,
);
