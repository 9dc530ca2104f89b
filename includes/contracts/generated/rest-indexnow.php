<?php
// Generated from includes/contracts/rest-indexnow.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-indexnow',
	'type' => 'object',
	'properties' => array(
		'enabled' => array(
			'type' => 'boolean',
			'description' => 'Whether IndexNow is on (setting enable_indexnow).',
		),
		'key' => array(
			'type' => 'string',
			'description' => 'The IndexNow key; empty until IndexNow is first turned on.',
		),
		'key_url' => array(
			'type' => 'string',
			'description' => 'Where the key file is served; empty without a key.',
		),
		'queued' => array(
			'type' => 'integer',
			'description' => 'URLs waiting for the next background send.',
		),
		'next_send' => array(
			'description' => 'When the waiting URLs are sent (Unix time), or null when no send is scheduled.',
			'anyOf' => array(
				array(
					'type' => 'integer',
				),
				array(
					'type' => 'null',
				),
			),
		),
		'last_result' => array(
			'description' => 'The last submission, or null before the first.',
			'anyOf' => array(
				array(
					'title' => 'IndexnowLastResult',
					'type' => 'object',
					'properties' => array(
						'time' => array(
							'type' => 'integer',
							'description' => 'Unix time.',
						),
						'status' => array(
							'type' => 'integer',
							'description' => 'HTTP status IndexNow answered; 0 when it could not be reached.',
						),
						'count' => array(
							'type' => 'integer',
							'description' => 'URLs sent.',
						),
						'error' => array(
							'type' => 'string',
							'description' => 'Why it failed; empty when IndexNow accepted the URLs.',
						),
					),
					'required' => array(
						'time',
						'status',
						'count',
						'error',
					),
					'additionalProperties' => false,
				),
				array(
					'type' => 'null',
				),
			),
		),
	),
	'required' => array(
		'enabled',
		'key',
		'key_url',
		'queued',
		'next_send',
		'last_result',
	),
	'additionalProperties' => false,
);
