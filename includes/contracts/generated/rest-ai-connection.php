<?php
// Generated from includes/contracts/rest-ai-connection.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-ai-connection',
	'type' => 'object',
	'properties' => array(
		'success' => array(
			'type' => 'boolean',
			'description' => 'Present in the answer to a change (POST).',
		),
		'message' => array(
			'type' => 'string',
			'description' => 'Present in the answer to a change (POST).',
		),
		'provider' => array(
			'type' => 'string',
		),
		'base_url' => array(
			'type' => 'string',
		),
		'model' => array(
			'type' => 'string',
		),
		'timeout' => array(
			'type' => 'integer',
		),
		'has_key' => array(
			'type' => 'boolean',
		),
		'connected' => array(
			'type' => 'boolean',
		),
		'providers' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'AiProviderInfo',
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'string',
					),
					'label' => array(
						'type' => 'string',
					),
					'available' => array(
						'type' => 'boolean',
					),
				),
				'required' => array(
					'id',
					'label',
					'available',
				),
				'additionalProperties' => false,
			),
		),
	),
	'required' => array(
		'provider',
		'base_url',
		'model',
		'timeout',
		'has_key',
		'connected',
		'providers',
	),
	'additionalProperties' => false,
);
