<?php
// Generated from includes/contracts/labelled-type.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'labelled-type',
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
);
