<?php
// Generated from includes/contracts/page-option.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'page-option',
	'type' => 'object',
	'properties' => array(
		'label' => array(
			'type' => 'string',
		),
		'value' => array(
			'type' => 'integer',
		),
	),
	'required' => array(
		'label',
		'value',
	),
	'additionalProperties' => false,
);
