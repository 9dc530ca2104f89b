<?php
// Generated from includes/contracts/rest-score-counts.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-score-counts',
	'type' => 'object',
	'properties' => array(
		'kind' => array(
			'type' => 'string',
			'enum' => array(
				'seo',
				'readability',
			),
			'description' => 'Which score is counted.',
		),
		'post_type' => array(
			'type' => 'string',
			'description' => 'The post type counted, or "any" for every one with scores.',
		),
		'counts' => array(
			'type' => 'object',
			'properties' => array(
				'good' => array(
					'type' => 'integer',
					'minimum' => 0,
				),
				'improve' => array(
					'type' => 'integer',
					'minimum' => 0,
				),
				'problem' => array(
					'type' => 'integer',
					'minimum' => 0,
				),
				'none' => array(
					'type' => 'integer',
					'minimum' => 0,
					'description' => 'Posts with no score stored (not analysed since the plugin stored scores, or nothing to score).',
				),
			),
			'required' => array(
				'good',
				'improve',
				'problem',
				'none',
			),
			'additionalProperties' => false,
		),
		'counted_at' => array(
			'type' => 'integer',
			'minimum' => 0,
			'description' => 'When the counts were taken (Unix time); 0 when a large site\'s first count in the background has not finished yet.',
		),
		'counting' => array(
			'type' => 'boolean',
			'description' => 'Whether newer counts are being taken in the background (a large site: the counts shown are older, or none yet).',
		),
	),
	'required' => array(
		'kind',
		'post_type',
		'counts',
		'counted_at',
		'counting',
	),
	'additionalProperties' => false,
);
