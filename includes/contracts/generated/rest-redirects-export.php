<?php
// Generated from includes/contracts/rest-redirects-export.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-redirects-export',
	'type' => 'object',
	'properties' => array(
		'filename' => array(
			'type' => 'string',
		),
		'count' => array(
			'type' => 'integer',
			'description' => 'Rules in the file.',
		),
		'csv' => array(
			'type' => 'string',
			'description' => 'Header line, then one rule per line.',
		),
	),
	'required' => array(
		'filename',
		'count',
		'csv',
	),
	'additionalProperties' => false,
);
