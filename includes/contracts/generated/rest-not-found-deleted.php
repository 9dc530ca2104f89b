<?php
// Generated from includes/contracts/rest-not-found-deleted.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-not-found-deleted',
	'type' => 'object',
	'properties' => array(
		'deleted' => array(
			'type' => 'integer',
		),
	),
	'required' => array(
		'deleted',
	),
	'additionalProperties' => false,
);
