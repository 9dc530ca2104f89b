<?php
// Generated from includes/contracts/rest-ai-job.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-ai-job',
	'type' => 'object',
	'properties' => array(
		'job' => array(
			'type' => array(
				'string',
				'null',
			),
			'description' => 'The job\'s id (32 hexadecimal digits).',
		),
		'kind' => array(
			'type' => 'string',
			'enum' => array(
				'seo',
				'alt',
			),
		),
		'fields' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'string',
				'enum' => array(
					'title',
					'description',
					'alt',
				),
			),
		),
		'post' => array(
			'type' => 'integer',
			'description' => 'Alt text jobs: the post whose image blocks without alt text also get it when applied; 0 when none.',
		),
		'counts' => array(
			'type' => 'object',
			'properties' => array(
				'pending' => array(
					'type' => 'integer',
				),
				'running' => array(
					'type' => 'integer',
				),
				'ready' => array(
					'type' => 'integer',
				),
				'failed' => array(
					'type' => 'integer',
				),
				'applied' => array(
					'type' => 'integer',
				),
				'discarded' => array(
					'type' => 'integer',
				),
				'total' => array(
					'type' => 'integer',
				),
			),
			'required' => array(
				'pending',
				'running',
				'ready',
				'failed',
				'applied',
				'discarded',
				'total',
			),
			'additionalProperties' => false,
		),
		'items' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'integer',
						'description' => 'The post or attachment id.',
					),
					'label' => array(
						'type' => 'string',
						'description' => 'Its title or file name.',
					),
					'status' => array(
						'type' => 'string',
						'enum' => array(
							'pending',
							'running',
							'ready',
							'failed',
							'applied',
							'discarded',
						),
					),
					'current' => array(
						'type' => 'object',
						'additionalProperties' => array(
							'type' => 'string',
						),
						'description' => 'Its values of the fields now.',
					),
					'suggestion' => array(
						'type' => 'object',
						'additionalProperties' => array(
							'type' => 'string',
						),
						'description' => 'What the model wrote so far, by field.',
					),
					'error' => array(
						'type' => array(
							'object',
							'null',
						),
						'description' => 'The provider\'s error for this object, null when none.',
						'properties' => array(
							'code' => array(
								'type' => 'string',
							),
							'message' => array(
								'type' => 'string',
							),
							'field' => array(
								'type' => 'string',
							),
							'status' => array(
								'type' => 'integer',
							),
							'retry_after' => array(
								'type' => array(
									'integer',
									'null',
								),
								'description' => 'Seconds to wait when the rate limit stopped it.',
							),
						),
						'required' => array(
							'code',
							'message',
							'field',
							'status',
							'retry_after',
						),
						'additionalProperties' => false,
					),
				),
				'required' => array(
					'id',
					'label',
					'status',
					'current',
					'suggestion',
					'error',
				),
				'additionalProperties' => false,
			),
		),
		'retry_after' => array(
			'type' => array(
				'integer',
				'null',
			),
			'description' => 'run: seconds to wait before the next run, when the rate limit stopped this one; null otherwise.',
		),
		'applied' => array(
			'type' => 'array',
			'items' => array(
				'type' => 'integer',
			),
			'description' => 'apply: the objects written; empty on other routes.',
		),
		'refused' => array(
			'type' => 'array',
			'description' => 'apply: the objects not written, each with why.',
			'items' => array(
				'type' => 'object',
				'properties' => array(
					'id' => array(
						'type' => 'integer',
					),
					'message' => array(
						'type' => 'string',
					),
				),
				'required' => array(
					'id',
					'message',
				),
				'additionalProperties' => false,
			),
		),
	),
	'required' => array(
		'job',
		'kind',
		'fields',
		'post',
		'counts',
		'items',
		'retry_after',
		'applied',
		'refused',
	),
	'additionalProperties' => false,
);
