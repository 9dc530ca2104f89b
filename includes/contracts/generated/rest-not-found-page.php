<?php
// Generated from includes/contracts/rest-not-found-page.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-not-found-page',
	'type' => 'object',
	'properties' => array(
		'items' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'NotFoundEntry',
				'description' => 'One address the 404 monitor recorded (Sightline\\Not_Found\\Table::to_entry()): no IP or user agent is ever kept.',
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'integer',
					),
					'url' => array(
						'type' => 'string',
						'description' => 'Path relative to the home path, with its query string (tracking parameters dropped).',
					),
					'hits' => array(
						'type' => 'integer',
						'description' => 'Requests that answered 404.',
					),
					'referrers' => array(
						'type' => 'array',
						'description' => 'The hosts of the pages that linked to it, most frequent first (10 at most).',
						'items' => array(
							'type' => 'object',
							'properties' => array(
								'host' => array(
									'type' => 'string',
								),
								'hits' => array(
									'type' => 'integer',
								),
							),
							'required' => array(
								'host',
								'hits',
							),
							'additionalProperties' => false,
						),
					),
					'first_seen' => array(
						'type' => 'string',
						'description' => 'UTC, Y-m-d H:i:s.',
					),
					'last_seen' => array(
						'type' => 'string',
						'description' => 'UTC, Y-m-d H:i:s.',
					),
				),
				'required' => array(
					'id',
					'url',
					'hits',
					'referrers',
					'first_seen',
					'last_seen',
				),
				'additionalProperties' => false,
			),
		),
		'total' => array(
			'type' => 'integer',
			'description' => 'Addresses matching the search.',
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
