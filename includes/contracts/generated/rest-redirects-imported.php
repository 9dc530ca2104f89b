<?php
// Generated from includes/contracts/rest-redirects-imported.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-redirects-imported',
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
		'imported' => array(
			'type' => 'integer',
			'description' => 'Rules added.',
		),
	),
	'required' => array(
		'success',
		'message',
		'imported',
	),
	'additionalProperties' => false,
);
