<?php
// Generated from includes/contracts/check-item.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'check-item',
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
);
