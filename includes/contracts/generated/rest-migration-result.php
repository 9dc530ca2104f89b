<?php
// Generated from includes/contracts/rest-migration-result.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-migration-result',
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
		'migrated' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'integer',
			),
			'description' => 'Items: ids migrated (or already migrated).',
		),
		'already' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'integer',
			),
			'description' => 'Items: ids skipped because this source already migrated them (no start_over).',
		),
		'skipped' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'integer',
			),
			'description' => 'Items: ids the source does not know.',
		),
		'imported' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'string',
			),
			'description' => 'Global settings: the settings written; redirects: ["Redirects"] when rules were carried over.',
		),
		'redirects_created' => array(
			'type' => 'integer',
			'description' => 'Redirects: rules stored by this request.',
		),
		'redirects_already' => array(
			'type' => 'integer',
			'description' => 'Redirects: rules found already stored (a second run).',
		),
		'redirects_refused' => array(
			'type' => 'integer',
			'description' => 'Redirects: rules the validator refused (each in the report with its message).',
		),
		'fields_written' => array(
			'type' => 'integer',
		),
		'report' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'ReportEntry',
				'description' => 'One thing the server could not carry over exactly (a token without equivalent, a dropped value, a difference kept).',
				'type' => 'object',
				'properties' => array(
					'item' => array(
						'type' => 'string',
						'description' => '\'global\', \'post:12\', \'term:7\' or \'redirects\' (then field names the rule: source → target).',
					),
					'field' => array(
						'type' => 'string',
					),
					'value' => array(
						'type' => 'string',
						'description' => 'The source token or value that was not migrated.',
					),
					'reason' => array(
						'type' => 'string',
						'enum' => array(
							'untranslated_token',
							'invalid_value',
							'truncated',
							'unsupported',
							'kept_difference',
							'refused',
						),
						'description' => 'refused: a redirect our validator refused (loop, chain, duplicate, unsafe target, catastrophic regex); value is its message.',
					),
				),
				'required' => array(
					'item',
					'field',
					'value',
					'reason',
				),
				'additionalProperties' => false,
			),
		),
	),
	'required' => array(
		'success',
		'message',
	),
	'additionalProperties' => false,
);
