<?php
// Generated from includes/contracts/rest-search-console-report.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-search-console-report',
	'type' => 'object',
	'properties' => array(
		'source' => array(
			'type' => 'string',
			'enum' => array(
				'api',
				'import',
			),
		),
		'property' => array(
			'type' => 'string',
			'description' => 'From the API only.',
		),
		'imported_at' => array(
			'type' => 'integer',
			'description' => 'From an import only.',
		),
		'range' => array(
			'title' => 'SearchRange',
			'description' => 'The dates a report covers, and the export\'s own label for them (\'\' for the API).',
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
		),
		'totals' => array(
			'title' => 'SearchMetrics',
			'description' => 'Clicks, impressions, CTR (a ratio, 0.05 = 5 %) and average position.',
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
		),
		'dates' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'SearchDay',
				'description' => 'One day with its metrics.',
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
					'date' => array(
						'type' => 'string',
						'description' => 'YYYY-MM-DD.',
					),
				),
				'required' => array(
					'clicks',
					'impressions',
					'ctr',
					'position',
					'date',
				),
				'additionalProperties' => false,
			),
		),
		'queries' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'SearchRow',
				'description' => 'One query, page, country or device with its metrics.',
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
					'key' => array(
						'type' => 'string',
					),
				),
				'required' => array(
					'clicks',
					'impressions',
					'ctr',
					'position',
					'key',
				),
				'additionalProperties' => false,
			),
		),
		'pages' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'SearchRow',
				'description' => 'One query, page, country or device with its metrics.',
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
					'key' => array(
						'type' => 'string',
					),
				),
				'required' => array(
					'clicks',
					'impressions',
					'ctr',
					'position',
					'key',
				),
				'additionalProperties' => false,
			),
		),
		'countries' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'SearchRow',
				'description' => 'One query, page, country or device with its metrics.',
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
					'key' => array(
						'type' => 'string',
					),
				),
				'required' => array(
					'clicks',
					'impressions',
					'ctr',
					'position',
					'key',
				),
				'additionalProperties' => false,
			),
		),
		'devices' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'SearchRow',
				'description' => 'One query, page, country or device with its metrics.',
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
					'key' => array(
						'type' => 'string',
					),
				),
				'required' => array(
					'clicks',
					'impressions',
					'ctr',
					'position',
					'key',
				),
				'additionalProperties' => false,
			),
		),
		'filters' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'object',
				'properties' => array(
					'name' => array(
						'type' => 'string',
					),
					'value' => array(
						'type' => 'string',
					),
				),
				'required' => array(
					'name',
					'value',
				),
				'additionalProperties' => false,
			),
		),
	),
	'required' => array(
		'source',
		'range',
		'totals',
		'dates',
		'queries',
		'pages',
		'countries',
		'devices',
		'filters',
	),
	'additionalProperties' => false,
);
