<?php
// Generated from includes/contracts/search-metrics.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'search-metrics',
	'type' => 'object',
	'properties' => array(
		'clicks' => array(
			'type' => 'integer',
		),
		'impressions' => array(
			'type' => 'integer',
		),
		'ctr' => array(
			'type' => 'number',
		),
		'position' => array(
			'type' => 'number',
		),
	),
	'required' => array(
		'clicks',
		'impressions',
		'ctr',
		'position',
	),
	'additionalProperties' => false,
);
