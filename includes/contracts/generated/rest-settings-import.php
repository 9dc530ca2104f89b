<?php
// Generated from includes/contracts/rest-settings-import.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-settings-import',
	'type' => 'object',
	'properties' => array(
		'success' => array(
			'type' => 'boolean',
			'enum' => array(
				true,
			),
		),
		'message' => array(
			'type' => 'string',
			'description' => 'Shown to the user as it is.',
		),
		'dry_run' => array(
			'type' => 'boolean',
		),
		'applied' => array(
			'type' => 'boolean',
		),
		'changes' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'SettingChange',
				'type' => 'object',
				'properties' => array(
					'key' => array(
						'type' => 'string',
					),
					'from' => array(
						'type' => array(
							'string',
							'integer',
							'number',
							'boolean',
							'array',
							'object',
							'null',
						),
						'description' => 'The setting\'s value before (any JSON type).',
						'tsType' => 'unknown',
					),
					'to' => array(
						'type' => array(
							'string',
							'integer',
							'number',
							'boolean',
							'array',
							'object',
							'null',
						),
						'description' => 'Its value after.',
						'tsType' => 'unknown',
					),
				),
				'required' => array(
					'key',
					'from',
					'to',
				),
				'additionalProperties' => false,
			),
		),
	),
	'required' => array(
		'success',
		'message',
		'dry_run',
		'applied',
		'changes',
	),
	'additionalProperties' => false,
);
