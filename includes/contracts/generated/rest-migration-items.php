<?php
// Generated from includes/contracts/rest-migration-items.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-migration-items',
	'type' => 'object',
	'properties' => array(
		'success' => array(
			'type' => 'boolean',
			'enum' => array(
				true,
			),
		),
		'pagination' => array(
			'type' => 'object',
			'properties' => array(
				'current_page' => array(
					'type' => 'integer',
				),
				'per_page' => array(
					'type' => 'integer',
				),
				'total_items' => array(
					'type' => 'integer',
				),
				'total_pages' => array(
					'type' => 'integer',
				),
			),
			'required' => array(
				'current_page',
				'per_page',
				'total_items',
				'total_pages',
			),
			'additionalProperties' => false,
		),
		'data' => array(
			'description' => 'Keyed by taxonomy or post type (an empty list when the page holds none).',
			'type' => array(
				'object',
				'array',
			),
			'additionalProperties' => array(
				'title' => 'ItemGroup',
				'description' => 'One taxonomy, post type or group of redirects in a page of migration items.',
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
			),
			'maxItems' => 0,
			'tsType' => 'Record< string, ItemGroup >',
		),
	),
	'required' => array(
		'success',
		'pagination',
		'data',
	),
	'additionalProperties' => false,
);
