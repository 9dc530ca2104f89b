<?php
// Generated from includes/contracts/rest-redirects-changed.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-redirects-changed',
	'type' => 'object',
	'properties' => array(
		'changed' => array(
			'type' => 'integer',
		),
	),
	'required' => array(
		'changed',
	),
	'additionalProperties' => false,
);
