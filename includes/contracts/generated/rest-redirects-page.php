<?php
// Generated from includes/contracts/rest-redirects-page.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-redirects-page',
	'type' => 'object',
	'properties' => array(
		'items' => array(
			'type' => 'array',
			'items' => array(
				'$schema' => 'http://json-schema.org/draft-04/schema#',
				'title' => 'sightline_redirect',
				'description' => 'One redirect rule (Tools > Redirects, REST /sightline/v1/redirects, WP-CLI, CSV). Stored in the table {prefix}sightline_redirects. The writable fields are the REST create/update arguments; id, automatic, by_non_admin, hits, last_hit, created and modified are read-only.',
				'type' => 'object',
				'additionalProperties' => false,
				'properties' => array(
					'id' => array(
						'type' => 'integer',
						'description' => 'The rule\'s id.',
						'readonly' => true,
					),
					'source' => array(
						'type' => 'string',
						'description' => 'What requests match: a path starting with / (exact, prefix) or a regular expression matched against the path (regex). A full URL of this site is accepted and kept as its path.',
						'minLength' => 1,
						'maxLength' => 1000,
					),
					'match' => array(
						'type' => 'string',
						'description' => 'exact = this path only (trailing slash and letter case ignored; a query string in the source must match too); prefix = every path starting with it; regex = a regular expression ($1… in the target are its groups).',
						'enum' => array(
							'exact',
							'prefix',
							'regex',
						),
					),
					'target' => array(
						'type' => 'string',
						'description' => 'Where to send the visitor: a path of this site starting with /, or a full http(s) URL. Empty for 410 and 451.',
						'maxLength' => 2048,
					),
					'status' => array(
						'type' => 'integer',
						'description' => '301 moved permanently, 302 found, 307 temporary redirect, 410 gone, 451 unavailable for legal reasons (no target).',
						'enum' => array(
							301,
							302,
							307,
							410,
							451,
						),
					),
					'query' => array(
						'type' => 'string',
						'description' => 'keep = the request\'s query string is added to the target; ignore = it is dropped.',
						'enum' => array(
							'keep',
							'ignore',
						),
					),
					'enabled' => array(
						'type' => 'boolean',
						'description' => 'Whether the rule answers requests.',
					),
					'automatic' => array(
						'type' => 'boolean',
						'description' => 'Whether the plugin created the rule when a post, page, term or the permalinks moved an address. Automatic updates only ever repoint or remove automatic rules.',
						'readonly' => true,
					),
					'by_non_admin' => array(
						'type' => 'boolean',
						'description' => 'Whether the rule was created while a user who cannot manage options acted (an author renaming a post).',
						'readonly' => true,
					),
					'hits' => array(
						'type' => 'integer',
						'description' => 'How many requests the rule answered.',
						'readonly' => true,
					),
					'last_hit' => array(
						'type' => array(
							'string',
							'null',
						),
						'description' => 'When the rule last answered (UTC, Y-m-d H:i:s), null when never.',
						'readonly' => true,
					),
					'created' => array(
						'type' => 'string',
						'description' => 'When the rule was created (UTC, Y-m-d H:i:s).',
						'readonly' => true,
					),
					'modified' => array(
						'type' => 'string',
						'description' => 'When the rule was last changed (UTC, Y-m-d H:i:s).',
						'readonly' => true,
					),
				),
				'required' => array(
					'id',
					'source',
					'match',
					'target',
					'status',
					'query',
					'enabled',
					'automatic',
					'by_non_admin',
					'hits',
					'last_hit',
					'created',
					'modified',
				),
			),
		),
		'total' => array(
			'type' => 'integer',
			'description' => 'Rules matching the search.',
		),
		'pages' => array(
			'type' => 'integer',
			'description' => 'Pages at the asked page size.',
		),
	),
	'required' => array(
		'items',
		'total',
		'pages',
	),
	'additionalProperties' => false,
);
