<?php
// Generated from includes/contracts/rest-search-console-status.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-search-console-status',
	'type' => 'object',
	'properties' => array(
		'has_client' => array(
			'type' => 'boolean',
		),
		'client_id' => array(
			'type' => 'string',
		),
		'connected' => array(
			'type' => 'boolean',
		),
		'property' => array(
			'type' => 'string',
		),
		'redirect_uri' => array(
			'type' => 'string',
		),
		'settings_url' => array(
			'type' => 'string',
		),
		'errors' => array(
			'type' => 'object',
			'additionalProperties' => array(
				'type' => 'string',
			),
			'description' => 'Messages of a failed connection by error code (the callback names only the code).',
		),
		'auth_url' => array(
			'type' => 'string',
		),
		'import' => array(
			'anyOf' => array(
				array(
					'type' => 'object',
					'properties' => array(
						'imported_at' => array(
							'type' => 'integer',
						),
						'range' => array(
							'title' => 'SearchRange',
							'description' => 'The dates a report covers, and the export\'s own label for them (\'\' for the API).',
							'type' => 'object',
							'properties' => array(
								'start' => array(
									'type' => 'string',
								),
								'end' => array(
									'type' => 'string',
								),
								'label' => array(
									'type' => 'string',
								),
							),
							'required' => array(
								'start',
								'end',
								'label',
							),
							'additionalProperties' => false,
						),
						'counts' => array(
							'type' => 'object',
							'additionalProperties' => array(
								'type' => 'integer',
							),
						),
					),
					'required' => array(
						'imported_at',
						'range',
						'counts',
					),
					'additionalProperties' => false,
				),
				array(
					'type' => 'null',
				),
			),
		),
		'ranges' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'integer',
			),
			'description' => 'The day ranges a report may cover.',
		),
	),
	'required' => array(
		'has_client',
		'client_id',
		'connected',
		'property',
		'redirect_uri',
		'settings_url',
		'errors',
		'auth_url',
		'import',
		'ranges',
	),
	'additionalProperties' => false,
);
