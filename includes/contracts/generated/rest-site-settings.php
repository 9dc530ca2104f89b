<?php
// Generated from includes/contracts/rest-site-settings.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-site-settings',
	'type' => 'object',
	'properties' => array(
		'site' => array(
			'type' => 'object',
			'properties' => array(
				'site_name' => array(
					'type' => 'string',
				),
				'tagline' => array(
					'type' => 'string',
				),
				'site_url' => array(
					'type' => 'string',
				),
				'favicon' => array(
					'type' => 'string',
				),
			),
			'required' => array(
				'site_name',
				'tagline',
				'site_url',
				'favicon',
			),
			'additionalProperties' => false,
		),
		'home_page' => array(
			'type' => 'object',
			'properties' => array(
				'show_on_front' => array(
					'type' => 'string',
					'enum' => array(
						'posts',
						'page',
					),
				),
				'page_on_front' => array(
					'type' => 'integer',
				),
				'page_for_posts' => array(
					'type' => 'integer',
				),
			),
			'required' => array(
				'show_on_front',
				'page_on_front',
				'page_for_posts',
			),
			'additionalProperties' => false,
		),
		'post_types' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'LabelledType',
				'description' => 'A post type, taxonomy or archive as the settings screens list it.',
				'type' => 'object',
				'properties' => array(
					'slug' => array(
						'type' => 'string',
					),
					'label' => array(
						'type' => 'string',
					),
					'singular_label' => array(
						'type' => 'string',
					),
					'has_archive' => array(
						'type' => 'boolean',
						'description' => 'Post types only.',
					),
					'object_types' => array(
						'type' => 'array',
						'items' => array(
							'type' => 'string',
						),
						'description' => 'Taxonomies only: the post types they apply to.',
					),
				),
				'required' => array(
					'slug',
					'label',
				),
				'additionalProperties' => false,
			),
		),
		'taxonomies' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'LabelledType',
				'description' => 'A post type, taxonomy or archive as the settings screens list it.',
				'type' => 'object',
				'properties' => array(
					'slug' => array(
						'type' => 'string',
					),
					'label' => array(
						'type' => 'string',
					),
					'singular_label' => array(
						'type' => 'string',
					),
					'has_archive' => array(
						'type' => 'boolean',
						'description' => 'Post types only.',
					),
					'object_types' => array(
						'type' => 'array',
						'items' => array(
							'type' => 'string',
						),
						'description' => 'Taxonomies only: the post types they apply to.',
					),
				),
				'required' => array(
					'slug',
					'label',
				),
				'additionalProperties' => false,
			),
		),
		'archive_types' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'LabelledType',
				'description' => 'A post type, taxonomy or archive as the settings screens list it.',
				'type' => 'object',
				'properties' => array(
					'slug' => array(
						'type' => 'string',
					),
					'label' => array(
						'type' => 'string',
					),
					'singular_label' => array(
						'type' => 'string',
					),
					'has_archive' => array(
						'type' => 'boolean',
						'description' => 'Post types only.',
					),
					'object_types' => array(
						'type' => 'array',
						'items' => array(
							'type' => 'string',
						),
						'description' => 'Taxonomies only: the post types they apply to.',
					),
				),
				'required' => array(
					'slug',
					'label',
				),
				'additionalProperties' => false,
			),
		),
	),
	'required' => array(
		'site',
		'home_page',
		'post_types',
		'taxonomies',
		'archive_types',
	),
	'additionalProperties' => false,
);
