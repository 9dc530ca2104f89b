<?php
// Generated from includes/contracts/rest-message.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-message',
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
	),
	'required' => array(
		'success',
		'message',
	),
	'additionalProperties' => false,
);
