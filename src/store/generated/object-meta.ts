/* Generated from includes/settings/object-meta.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`. */

/**
 * Per-post and per-term SEO fields. Each property is registered as post meta and term meta under the key '_sightline_' + name (single value, show_in_rest, edit_post / edit_term auth). Fields with "context": ["edit"] (the focus keyword, the ignored checks) are in REST answers for those who may edit only, never for anonymous readers.
 */
export interface ObjectMeta {
	/**
	 * Search title (template tokens allowed); empty uses the post type / taxonomy template.
	 */
	title: string;
	/**
	 * Meta description (template tokens allowed); empty uses the template.
	 */
	description: string;
	/**
	 * Canonical URL; empty uses the permalink.
	 */
	canonical: string;
	/**
	 * noindex for this object. inherit = follow the site rules, on = force, off = force the opposite.
	 */
	robots_noindex: 'inherit' | 'on' | 'off';
	/**
	 * nofollow for this object. inherit = follow the site rules, on = force, off = force the opposite.
	 */
	robots_nofollow: 'inherit' | 'on' | 'off';
	/**
	 * noarchive for this object. inherit = follow the site rules, on = force, off = force the opposite.
	 */
	robots_noarchive: 'inherit' | 'on' | 'off';
	/**
	 * Open Graph title; empty uses the search title.
	 */
	facebook_title: string;
	/**
	 * Open Graph description; empty uses the search description.
	 */
	facebook_description: string;
	/**
	 * Open Graph image URL; empty uses the featured image, then the first content image, then the default social image.
	 */
	facebook_image: string;
	/**
	 * Attachment id of the Open Graph image (0 = none).
	 */
	facebook_image_id: number;
	/**
	 * X title; empty uses the Open Graph title.
	 */
	twitter_title: string;
	/**
	 * X description; empty uses the Open Graph description.
	 */
	twitter_description: string;
	/**
	 * X image URL; empty uses the Open Graph image.
	 */
	twitter_image: string;
	/**
	 * Attachment id of the X image (0 = none).
	 */
	twitter_image_id: number;
	/**
	 * Focus keyword for the page-level checks.
	 */
	focus_keyword: string;
	/**
	 * Related keyphrases (synonyms, other phrasings) the keyphrase analysis checks beside the focus keyword, at most five.
	 *
	 * @maxItems 5
	 */
	related_keyphrases: string[];
	/**
	 * Label of this object in breadcrumbs; empty uses its title.
	 */
	breadcrumb_title: string;
	/**
	 * Posts: term id of the category that leads the breadcrumbs and the %category% variable; 0, or a category the post no longer has, uses its first category.
	 */
	primary_category: number;
	/**
	 * Ids of page-level checks the editor chose to ignore for this object.
	 */
	ignored_checks: string[];
}
