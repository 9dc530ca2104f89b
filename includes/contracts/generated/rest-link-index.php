<?php
// Generated from includes/contracts/rest-link-index.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-link-index',
	'type' => 'object',
	'properties' => array(
		'status' => array(
			'type' => 'string',
			'enum' => array(
				'not_started',
				'running',
				'done',
			),
		),
		'cursor' => array(
			'type' => 'integer',
			'minimum' => 0,
			'description' => 'The id of the last post a finished batch indexed.',
		),
		'indexed' => array(
			'type' => 'integer',
			'minimum' => 0,
			'description' => 'Published posts indexed by the job so far.',
		),
		'started' => array(
			'type' => 'integer',
			'minimum' => 0,
			'description' => 'When the job started (Unix time); 0 when not started.',
		),
		'finished' => array(
			'type' => 'integer',
			'minimum' => 0,
			'description' => 'When the job finished (Unix time); 0 while it runs.',
		),
	),
	'required' => array(
		'status',
		'cursor',
		'indexed',
		'started',
		'finished',
	),
	'additionalProperties' => false,
);
