<?php
// Generated from includes/contracts/migration-report-entry.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'migration-report-entry',
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
);
