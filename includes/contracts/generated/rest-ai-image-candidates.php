<?php
// Generated from includes/contracts/rest-ai-image-candidates.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-ai-image-candidates',
	'type' => 'object',
	'properties' => array(
		'items' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'integer',
						'description' => 'The attachment id.',
					),
					'title' => array(
						'type' => 'string',
						'description' => 'The attachment\'s title.',
					),
					'file' => array(
						'type' => 'string',
						'description' => 'Its file name.',
					),
					'thumbnail' => array(
						'type' => 'string',
						'description' => 'The address of its thumbnail, empty when it has none.',
					),
					'alt' => array(
						'type' => 'string',
						'description' => 'Its alt text in the media library now (empty, unless only the post\'s block lacks one).',
					),
				),
				'required' => array(
					'id',
					'title',
					'file',
					'thumbnail',
					'alt',
				),
				'additionalProperties' => false,
			),
		),
		'total' => array(
			'type' => 'integer',
			'description' => 'Images matching.',
		),
		'pages' => array(
			'type' => 'integer',
			'description' => 'Pages at the asked page size.',
		),
		'unavailable' => array(
			'type' => array(
				'string',
				'null',
			),
			'description' => 'Why alt text cannot be written on this site now (the AI provider or its model cannot read images), null when it can.',
		),
	),
	'required' => array(
		'items',
		'total',
		'pages',
		'unavailable',
	),
	'additionalProperties' => false,
);
