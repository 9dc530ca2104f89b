<?php
// Generated from includes/contracts/rest-score-backfill.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-score-backfill',
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
		'scored' => array(
			'type' => 'integer',
			'minimum' => 0,
			'description' => 'Posts scored by the job so far.',
		),
		'remaining' => array(
			'type' => 'integer',
			'minimum' => 0,
			'description' => 'Posts the job has still to go over (0 once it is done), counted up to 10,000 (filter sightline_scores_backfill_count_cap).',
		),
		'remaining_more' => array(
			'type' => 'boolean',
			'description' => 'More posts are left than `remaining` says: the count stopped at its cap (counting every one would read the whole site on each dashboard view).',
		),
		'all' => array(
			'type' => 'boolean',
			'description' => 'The job goes over every post (after a migration), not only those without a score.',
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
		'scored',
		'remaining',
		'remaining_more',
		'all',
		'started',
		'finished',
	),
	'additionalProperties' => false,
);
