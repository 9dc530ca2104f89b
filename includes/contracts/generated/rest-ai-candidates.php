<?php
// Generated from includes/contracts/rest-ai-candidates.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-ai-candidates',
	'type' => 'object',
	'properties' => array(
		'items' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'integer',
					),
					'title' => array(
						'type' => 'string',
						'description' => 'The post\'s own title.',
					),
					'post_type' => array(
						'type' => 'string',
					),
					'seo_title' => array(
						'type' => 'string',
						'description' => 'Its SEO title field, empty when it uses the template.',
					),
					'seo_description' => array(
						'type' => 'string',
						'description' => 'Its meta description field, empty when it uses the template.',
					),
				),
				'required' => array(
					'id',
					'title',
					'post_type',
					'seo_title',
					'seo_description',
				),
				'additionalProperties' => false,
			),
		),
		'total' => array(
			'type' => 'integer',
			'description' => 'Posts matching the filter.',
		),
		'pages' => array(
			'type' => 'integer',
			'description' => 'Pages at the asked page size.',
		),
	),
	'required' => array(
		'items',
		'total',
		'pages',
	),
	'additionalProperties' => false,
);
