<?php
// Generated from includes/contracts/page-data-profile-editor.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'page-data-profile-editor',
	'type' => 'object',
	'properties' => array(
		'version' => array(
			'type' => 'string',
		),
		'page' => array(
			'type' => 'string',
			'description' => 'The admin page slug, or \'editor\' in the block editor and term screen.',
		),
		'adminUrl' => array(
			'type' => 'string',
		),
		'pluginUrl' => array(
			'type' => 'string',
		),
		'homeUrl' => array(
			'type' => 'string',
		),
		'siteName' => array(
			'type' => 'string',
		),
		'tagline' => array(
			'type' => 'string',
		),
		'faviconUrl' => array(
			'type' => 'string',
		),
		'limits' => array(
			'title' => 'Limits',
			'description' => 'Length limits the counters and previews use (includes/settings/limits.json, through the sightline_length_limits filter).',
			'type' => 'object',
			'properties' => array(
				'title' => array(
					'type' => 'integer',
				),
				'description' => array(
					'type' => 'integer',
				),
				'url' => array(
					'type' => 'integer',
				),
				'social_title' => array(
					'type' => 'integer',
				),
				'social_description' => array(
					'type' => 'integer',
				),
			),
			'required' => array(
				'title',
				'description',
				'url',
				'social_title',
				'social_description',
			),
			'additionalProperties' => false,
		),
		'sitemapUrl' => array(
			'type' => 'string',
			'description' => 'Added by the sitemaps module when it runs (sightline_admin_page_data).',
		),
		'robotsTxtUrl' => array(
			'type' => 'string',
			'description' => 'Added by the sitemaps module when it runs (sightline_admin_page_data).',
		),
		'llmsTxtUrl' => array(
			'type' => 'string',
			'description' => 'Added by the llms.txt module when it runs (sightline_admin_page_data).',
		),
		'llmsFullTxtUrl' => array(
			'type' => 'string',
			'description' => 'Address of /llms-full.txt, added with llmsTxtUrl.',
		),
		'migrationSources' => array(
			'type' => 'array',
			'items' => array(
				'title' => 'MigrationSource',
				'description' => 'An SEO plugin found on the site (Sightline\\Migration\\Detector::detected()).',
				'type' => 'object',
				'properties' => array(
					'slug' => array(
						'type' => 'string',
					),
					'name' => array(
						'type' => 'string',
					),
					'active' => array(
						'type' => 'boolean',
					),
					'installed' => array(
						'type' => 'boolean',
						'description' => 'Installed (active or not); false when only data left after deletion was found.',
					),
					'migrated' => array(
						'type' => 'string',
						'description' => 'ISO date of the last completed migration from this source, or \'\' when never.',
					),
					'file' => array(
						'type' => 'string',
						'description' => 'The plugin file plugins/deactivate switches off (\'\' when not installed).',
					),
				),
				'required' => array(
					'slug',
					'name',
					'active',
					'installed',
					'migrated',
					'file',
				),
				'additionalProperties' => false,
			),
			'description' => 'Added by the migration detector when it runs (sightline_admin_page_data).',
		),
		'separator' => array(
			'type' => 'string',
		),
		'templates' => array(
			'description' => 'Templates an empty title/description falls back to for this object (the first of each chain).',
			'type' => 'object',
			'properties' => array(
				'title' => array(
					'type' => 'string',
				),
				'description' => array(
					'type' => 'string',
				),
			),
			'required' => array(
				'title',
				'description',
			),
			'additionalProperties' => false,
		),
		'templateChain' => array(
			'description' => 'Every template the server tries after the object\'s own, best first (Resolver::fallback_templates()).',
			'type' => 'object',
			'properties' => array(
				'title' => array(
					'type' => 'array',
					'items' => array(
						'type' => 'string',
					),
				),
				'description' => array(
					'type' => 'array',
					'items' => array(
						'type' => 'string',
					),
				),
			),
			'required' => array(
				'title',
				'description',
			),
			'additionalProperties' => false,
		),
		'variableValues' => array(
			'description' => 'Every template variable\'s value for the saved object, from the server (Variables::values()); null when the head is not loaded.',
			'type' => array(
				'object',
				'null',
			),
			'additionalProperties' => array(
				'type' => 'string',
			),
		),
		'autoDescription' => array(
			'title' => 'AutoDescriptionRule',
			'description' => 'Setting auto_description as the server applies it (Variables::auto_description_rule()).',
			'type' => 'object',
			'properties' => array(
				'length' => array(
					'type' => 'integer',
				),
				'first_paragraph' => array(
					'type' => 'boolean',
				),
				'ellipsis' => array(
					'type' => 'boolean',
				),
				'words' => array(
					'type' => 'integer',
				),
				'whole_excerpt' => array(
					'description' => 'A hand-written excerpt is printed whole (not cut at length).',
					'type' => 'boolean',
				),
				'social_length' => array(
					'description' => 'Longest automatic description for og:description and X; 0: the search description.',
					'type' => 'integer',
				),
				'decoded_tags' => array(
					'description' => 'Tags written as entities in the content are removed once decoded.',
					'type' => 'boolean',
				),
				'count' => array(
					'description' => 'What the length counts: text (entities decoded) or stored (the content\'s entities written out).',
					'type' => 'string',
					'enum' => array(
						'text',
						'stored',
					),
				),
				'cut' => array(
					'description' => 'Where a long text is cut: word (within the length, at a word), last_space (the first length characters, then their last space), chars (the first length characters) or sentence (at a sentence or clause, The SEO Framework\'s).',
					'type' => 'string',
					'enum' => array(
						'word',
						'last_space',
						'chars',
						'sentence',
					),
				),
				'excerpt_support' => array(
					'description' => 'A hand-written excerpt counts only where the post type supports excerpts.',
					'type' => 'boolean',
				),
				'scope' => array(
					'description' => 'What the length cuts: content (the content\'s value) or template (a post\'s whole templated description, counted as written).',
					'type' => 'string',
					'enum' => array(
						'content',
						'template',
					),
				),
				'shortcodes' => array(
					'description' => 'Shortcodes in content: strip (all), keep_unknown (registered ones removed, others kept) or render (registered ones run, others kept).',
					'type' => 'string',
					'enum' => array(
						'strip',
						'keep_unknown',
						'render',
					),
				),
				'read' => array(
					'description' => 'How content markup is read: text, kses (as WordPress\'s kses leaves text), markup (every tag a space) or prose (paragraphs only).',
					'type' => 'string',
					'enum' => array(
						'text',
						'kses',
						'markup',
						'prose',
					),
				),
				'join' => array(
					'description' => 'What a removed tag leaves between two texts: space (at block boundaries) or none (wp_strip_all_tags()\'s nothing: paragraphs glued).',
					'type' => 'string',
					'enum' => array(
						'space',
						'none',
					),
				),
			),
			'required' => array(
				'length',
				'first_paragraph',
				'ellipsis',
				'words',
				'whole_excerpt',
				'social_length',
				'decoded_tags',
				'count',
				'cut',
			),
			'additionalProperties' => false,
		),
		'shortcodes' => array(
			'description' => 'Shortcode tags the site registers: an automatic description drops them with what they enclose.',
			'type' => 'array',
			'items' => array(
				'type' => 'string',
			),
		),
		'socialTitleSiteName' => array(
			'description' => 'Setting social_title_site_name: social titles without their own keep the site name.',
			'type' => 'boolean',
		),
		'openGraph' => array(
			'description' => 'Whether the head prints Open Graph tags for this object.',
			'type' => 'boolean',
		),
		'fallbackImage' => array(
			'type' => 'string',
		),
		'twitterImageFromOg' => array(
			'description' => 'Setting twitter_image_from_og: X takes a post\'s own Open Graph image before its featured image (else after it).',
			'type' => 'boolean',
		),
		'templateSpaces' => array(
			'description' => 'Setting template_spaces: tidy, tags_after (Yoast SEO\'s) or as_written (SEOPress\'s).',
			'type' => 'string',
			'enum' => array(
				'tidy',
				'tags_after',
				'as_written',
			),
		),
		'texturizePostTitle' => array(
			'description' => 'Setting texturize_post_title: a post\'s %title% is texturised as get_the_title() prints it.',
			'type' => 'boolean',
		),
		'texturizeTitles' => array(
			'description' => 'Setting texturize_titles: titles get WordPress\'s title texturising (curly quotes, dashes).',
			'type' => 'boolean',
		),
		'socialFeaturedImage' => array(
			'description' => 'Setting social_image_from_featured: a post without its own social image shares its featured image.',
			'type' => 'boolean',
		),
		'socialContentImage' => array(
			'description' => 'Setting social_image_from_content: a post without its own or a featured image shares its content\'s first image.',
			'type' => 'boolean',
		),
		'socialGalleryImage' => array(
			'description' => 'Setting social_image_from_gallery: a post without its own or a featured image shares its first gallery\'s first image, at the gallery\'s size, before its content\'s first image.',
			'type' => 'boolean',
		),
		'ogImageScheme' => array(
			'description' => 'Setting og_image_request_scheme: og:image takes the scheme of the page\'s own address.',
			'type' => 'boolean',
		),
		'twitterCardType' => array(
			'type' => 'string',
			'description' => 'X card type.',
			'enum' => array(
				'summary_large_image',
				'summary',
			),
		),
		'canManageOptions' => array(
			'type' => 'boolean',
		),
		'redirectsAutoCreate' => array(
			'description' => 'Setting redirects_auto_create: the server adds a redirect when a published address changes (else the editor offers one).',
			'type' => 'boolean',
		),
		'subpagePaths' => array(
			'description' => 'A published page\'s published descendants as paths below its own address (\'team/\', \'team/lead/\'; at most 100, none for other objects): they move with it, and the redirect offer covers them.',
			'type' => 'array',
			'items' => array(
				'type' => 'string',
			),
		),
		'objectType' => array(
			'type' => 'string',
			'enum' => array(
				'post',
				'term',
				'author',
			),
		),
		'objectLabel' => array(
			'description' => '"Post", "Page", "Category"…',
			'type' => 'string',
		),
		'authorName' => array(
			'type' => 'string',
		),
		'contentLanguage' => array(
			'description' => 'The locale the post is written in (its Polylang or WPML language, else the site\'s): the readability checks use its rules.',
			'type' => 'string',
		),
		'readabilityWorker' => array(
			'description' => 'Address of the readability worker script (build/readability-worker.js); empty when it is not built, and the editor measures on the page.',
			'type' => 'string',
		),
		'keyphraseWorker' => array(
			'description' => 'Address of the keyphrase worker script (build/keyphrase-worker.js, with the stemming library); empty when it is not built, and the editor fetches the measuring code on demand and runs it on the page.',
			'type' => 'string',
		),
		'pageContentWorker' => array(
			'description' => 'Address of the page-content worker script (build/page-content-worker.js): reads the content for the page checks and the previews (its facts, the description it gives) off the editor\'s main thread; empty when it is not built, and the editor reads it on the page.',
			'type' => 'string',
		),
		'schemas' => array(
			'description' => 'Setting enable_schemas: the site prints structured data, so a post\'s sidebar, a term\'s form and a user\'s profile offer their own (the Schema panel).',
			'type' => 'boolean',
		),
		'author' => array(
			'title' => 'AuthorData',
			'type' => 'object',
			'properties' => array(
				'id' => array(
					'type' => 'integer',
				),
				'name' => array(
					'type' => 'string',
					'description' => 'The display name.',
				),
				'description' => array(
					'type' => 'string',
					'description' => 'The biographical info as saved.',
				),
				'url' => array(
					'type' => 'string',
					'description' => 'The author\'s archive.',
				),
				'structuredData' => array(
					'type' => 'array',
					'items' => array(
						'type' => 'object',
						'properties' => array(
							'type' => array(
								'type' => 'string',
								'description' => 'An offered type of includes/structured-data/types.json.',
							),
							'id' => array(
								'type' => 'string',
								'description' => 'A slug unique within the object\'s list; the node\'s @id ends with #/schema/<id>.',
							),
							'values' => array(
								'type' => 'object',
								'additionalProperties' => true,
								'description' => 'The values the author set, by property.',
							),
						),
						'required' => array(
							'type',
							'id',
							'values',
						),
						'additionalProperties' => false,
					),
				),
			),
			'required' => array(
				'id',
				'name',
				'description',
				'url',
				'structuredData',
			),
			'additionalProperties' => false,
		),
	),
	'required' => array(
		'version',
		'page',
		'adminUrl',
		'pluginUrl',
		'homeUrl',
		'siteName',
		'tagline',
		'faviconUrl',
		'limits',
		'separator',
		'templates',
		'templateChain',
		'variableValues',
		'autoDescription',
		'shortcodes',
		'socialTitleSiteName',
		'openGraph',
		'fallbackImage',
		'socialContentImage',
		'twitterCardType',
		'canManageOptions',
		'redirectsAutoCreate',
		'subpagePaths',
		'objectType',
		'objectLabel',
		'authorName',
		'author',
	),
	'additionalProperties' => false,
);
