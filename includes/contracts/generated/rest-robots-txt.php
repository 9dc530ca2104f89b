<?php
// Generated from includes/contracts/rest-robots-txt.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-robots-txt',
	'type' => 'object',
	'properties' => array(
		'robots_txt_content' => array(
			'type' => 'string',
			'description' => 'The saved robots.txt text.',
		),
		'search_engine_visibility' => array(
			'type' => 'string',
			'enum' => array(
				'0',
				'1',
			),
			'description' => '\'0\' when search engines are discouraged.',
		),
		'robots_file_exists' => array(
			'type' => 'boolean',
			'description' => 'A physical robots.txt exists in the site root.',
		),
		'robot_file_content' => array(
			'type' => 'string',
			'description' => 'The physical file, when it exists.',
		),
		'at_host_root' => array(
			'type' => 'boolean',
			'description' => 'This site\'s robots.txt is at its host\'s root, where crawlers read it (false for a site in a folder, such as a subfolder network\'s site).',
		),
		'policy_lines' => array(
			'type' => 'string',
			'description' => 'The lines the AI crawler policy adds after the saved text (\'\' when it blocks nothing).',
		),
		'ai_crawlers' => array(
			'type' => 'object',
			'description' => 'The known AI crawlers (includes/robots/ai-crawlers.json) and the date the list was checked.',
			'additionalProperties' => false,
			'required' => array(
				'updated',
				'crawlers',
			),
			'properties' => array(
				'updated' => array(
					'type' => 'string',
				),
				'crawlers' => array(
					'type' => 'array',
					'items' => array(
						'type' => 'object',
						'additionalProperties' => false,
						'required' => array(
							'token',
							'operator',
							'purpose',
							'description',
							'documentation',
						),
						'properties' => array(
							'token' => array(
								'type' => 'string',
								'description' => 'The robots.txt product token.',
							),
							'operator' => array(
								'type' => 'string',
							),
							'purpose' => array(
								'type' => 'string',
								'enum' => array(
									'search',
									'training',
								),
							),
							'description' => array(
								'type' => 'string',
							),
							'documentation' => array(
								'type' => array(
									'string',
									'null',
								),
							),
						),
					),
				),
			),
		),
	),
	'required' => array(
		'robots_txt_content',
		'search_engine_visibility',
		'robots_file_exists',
		'robot_file_content',
		'at_host_root',
		'policy_lines',
		'ai_crawlers',
	),
	'additionalProperties' => false,
);
