<?php
// Generated from includes/contracts/search-range.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'search-range',
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
);
