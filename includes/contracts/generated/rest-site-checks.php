<?php
// Generated from includes/contracts/rest-site-checks.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-site-checks',
	'type' => 'object',
	'properties' => array(
		'checks' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'CheckResult',
				'description' => 'One check\'s outcome as the site checks report it (Sightline\\Checks\\Check_Result::to_array()).',
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'string',
					),
					'status' => array(
						'type' => 'string',
						'enum' => array(
							'error',
							'warning',
							'suggestion',
							'success',
						),
					),
					'message' => array(
						'type' => 'string',
						'description' => 'One line saying what was found.',
					),
					'description' => array(
						'type' => 'string',
						'description' => 'How to fix it (plain text).',
					),
					'category' => array(
						'type' => 'string',
					),
					'ignore' => array(
						'type' => 'boolean',
						'description' => 'True when the admin chose to ignore this check.',
					),
					'link' => array(
						'description' => 'The screen that fixes it.',
						'anyOf' => array(
							array(
								'type' => 'object',
								'properties' => array(
									'url' => array(
										'type' => 'string',
									),
									'label' => array(
										'type' => 'string',
									),
								),
								'required' => array(
									'url',
									'label',
								),
								'additionalProperties' => false,
							),
							array(
								'type' => 'null',
							),
						),
					),
				),
				'required' => array(
					'id',
					'status',
					'message',
					'description',
					'category',
					'ignore',
					'link',
				),
				'additionalProperties' => false,
			),
		),
		'ran_at' => array(
			'type' => 'integer',
			'description' => 'Unix time of the last run.',
		),
		'stale' => array(
			'type' => 'boolean',
			'description' => 'Settings changed since the last run.',
		),
	),
	'required' => array(
		'checks',
		'ran_at',
		'stale',
	),
	'additionalProperties' => false,
);
