<?php
// Generated from includes/settings/object-meta.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'sightline_object_meta',
	'description' => 'Per-post and per-term SEO fields. Each property is registered as post meta and term meta under the key \'_sightline_\' + name (single value, show_in_rest, edit_post / edit_term auth). Fields with "context": ["edit"] (the focus keyword, the ignored checks) are in REST answers for those who may edit only, never for anonymous readers.',
	'type' => 'object',
	'additionalProperties' => false,
	'properties' => array(
		'title' => array(
			'x-wpml' => 'translate',
			'type' => 'string',
			'description' => 'Search title (template tokens allowed); empty uses the post type / taxonomy template.',
			'default' => '',
			'maxLength' => 1000,
		),
		'description' => array(
			'x-wpml' => 'translate',
			'type' => 'string',
			'description' => 'Meta description (template tokens allowed); empty uses the template.',
			'default' => '',
			'maxLength' => 1000,
		),
		'canonical' => array(
			'x-wpml' => 'translate',
			'type' => 'string',
			'description' => 'Canonical URL; empty uses the permalink.',
			'default' => '',
			'maxLength' => 2048,
		),
		'robots_noindex' => array(
			'x-wpml' => 'copy-once',
			'type' => 'string',
			'description' => 'noindex for this object. inherit = follow the site rules, on = force, off = force the opposite.',
			'enum' => array(
				'inherit',
				'on',
				'off',
			),
			'default' => 'inherit',
		),
		'robots_nofollow' => array(
			'x-wpml' => 'copy-once',
			'type' => 'string',
			'description' => 'nofollow for this object. inherit = follow the site rules, on = force, off = force the opposite.',
			'enum' => array(
				'inherit',
				'on',
				'off',
			),
			'default' => 'inherit',
		),
		'robots_noarchive' => array(
			'x-wpml' => 'copy-once',
			'type' => 'string',
			'description' => 'noarchive for this object. inherit = follow the site rules, on = force, off = force the opposite.',
			'enum' => array(
				'inherit',
				'on',
				'off',
			),
			'default' => 'inherit',
		),
		'facebook_title' => array(
			'x-wpml' => 'translate',
			'type' => 'string',
			'description' => 'Open Graph title; empty uses the search title.',
			'default' => '',
			'maxLength' => 1000,
		),
		'facebook_description' => array(
			'x-wpml' => 'translate',
			'type' => 'string',
			'description' => 'Open Graph description; empty uses the search description.',
			'default' => '',
			'maxLength' => 1000,
		),
		'facebook_image' => array(
			'x-wpml' => 'copy',
			'type' => 'string',
			'description' => 'Open Graph image URL; empty uses the featured image, then the first content image, then the default social image.',
			'default' => '',
			'maxLength' => 2048,
		),
		'facebook_image_id' => array(
			'x-wpml' => 'copy',
			'type' => 'integer',
			'description' => 'Attachment id of the Open Graph image (0 = none).',
			'default' => 0,
			'minimum' => 0,
		),
		'twitter_title' => array(
			'x-wpml' => 'translate',
			'type' => 'string',
			'description' => 'X title; empty uses the Open Graph title.',
			'default' => '',
			'maxLength' => 1000,
		),
		'twitter_description' => array(
			'x-wpml' => 'translate',
			'type' => 'string',
			'description' => 'X description; empty uses the Open Graph description.',
			'default' => '',
			'maxLength' => 1000,
		),
		'twitter_image' => array(
			'x-wpml' => 'copy',
			'type' => 'string',
			'description' => 'X image URL; empty uses the Open Graph image.',
			'default' => '',
			'maxLength' => 2048,
		),
		'twitter_image_id' => array(
			'x-wpml' => 'copy',
			'type' => 'integer',
			'description' => 'Attachment id of the X image (0 = none).',
			'default' => 0,
			'minimum' => 0,
		),
		'focus_keyword' => array(
			'x-wpml' => 'translate',
			'context' => array(
				'edit',
			),
			'type' => 'string',
			'description' => 'Focus keyword for the page-level checks.',
			'default' => '',
			'maxLength' => 200,
		),
		'related_keyphrases' => array(
			'x-wpml' => 'translate',
			'context' => array(
				'edit',
			),
			'type' => 'array',
			'description' => 'Related keyphrases (synonyms, other phrasings) the keyphrase analysis checks beside the focus keyword, at most five.',
			'default' => array(),
			'maxItems' => 5,
			'items' => array(
				'type' => 'string',
				'maxLength' => 200,
			),
		),
		'breadcrumb_title' => array(
			'x-wpml' => 'translate',
			'type' => 'string',
			'description' => 'Label of this object in breadcrumbs; empty uses its title.',
			'default' => '',
			'maxLength' => 200,
		),
		'primary_category' => array(
			'x-wpml' => 'copy-once',
			'type' => 'integer',
			'description' => 'Posts: term id of the category that leads the breadcrumbs and the %category% variable; 0, or a category the post no longer has, uses its first category.',
			'default' => 0,
			'minimum' => 0,
		),
		'ignored_checks' => array(
			'x-wpml' => 'ignore',
			'context' => array(
				'edit',
			),
			'type' => 'array',
			'description' => 'Ids of page-level checks the editor chose to ignore for this object.',
			'default' => array(),
			'uniqueItems' => true,
			'items' => array(
				'type' => 'string',
				'pattern' => '^[a-z0-9_-]{1,64}$',
			),
		),
	),
);
