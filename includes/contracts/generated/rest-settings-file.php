<?php
// Generated from includes/contracts/rest-settings-file.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$schema' => 'http://json-schema.org/draft-04/schema#',
	'title' => 'rest-settings-file',
	'type' => 'object',
	'properties' => array(
		'plugin' => array(
			'type' => 'string',
			'enum' => array(
				'sightline-seo',
			),
		),
		'version' => array(
			'type' => 'string',
		),
		'exported_at' => array(
			'type' => 'string',
			'description' => 'ISO 8601 time of the export.',
		),
		'settings' => array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title' => 'sightline_settings',
			'description' => 'Global meta settings of Sightline SEO, saved together and stored in the option sightline_settings. Single source of truth: PHP and TypeScript derive everything from this file.',
			'type' => 'object',
			'additionalProperties' => false,
			'properties' => array(
				'separator' => array(
					'type' => 'string',
					'description' => 'Title separator, printed for %separator%.',
					'maxLength' => 10,
				),
				'page_title' => array(
					'type' => 'string',
					'description' => 'Default search title template for content.',
					'maxLength' => 1000,
				),
				'page_description' => array(
					'type' => 'string',
					'description' => 'Default search description template for content.',
					'maxLength' => 1000,
				),
				'global_default' => array(
					'type' => 'object',
					'description' => 'Factory templates an empty template falls back to.',
					'additionalProperties' => false,
					'properties' => array(
						'page_title' => array(
							'type' => 'string',
							'description' => 'Fallback title template.',
							'maxLength' => 1000,
						),
						'page_description' => array(
							'type' => 'string',
							'description' => 'Fallback description template.',
							'maxLength' => 1000,
						),
					),
					'required' => array(
						'page_title',
						'page_description',
					),
				),
				'auto_description' => array(
					'type' => 'object',
					'description' => 'How a description is cut from the content when a post has neither its own nor an excerpt.',
					'additionalProperties' => false,
					'properties' => array(
						'length' => array(
							'type' => 'integer',
							'description' => 'Longest automatic description, in characters; cut at a word boundary. 0: no limit in characters, only `words` cuts (All in One SEO takes 55 words, however long).',
							'minimum' => 0,
							'maximum' => 320,
						),
						'first_paragraph' => array(
							'type' => 'boolean',
							'description' => 'Take only the first paragraph of the content (as Rank Math does).',
						),
						'ellipsis' => array(
							'type' => 'boolean',
							'description' => 'End a cut description with an ellipsis (as The SEO Framework does).',
						),
						'words' => array(
							'type' => 'integer',
							'description' => 'Longest automatic description in words, before the length in characters applies; 0 counts no words (SEOPress takes 50 words).',
							'minimum' => 0,
							'maximum' => 100,
						),
						'whole_excerpt' => array(
							'type' => 'boolean',
							'description' => 'A hand-written excerpt is printed whole, as written (as Yoast SEO, Rank Math and All in One SEO do); off cuts it at `length` like content (as The SEO Framework, SEOPress and Slim SEO do).',
						),
						'social_length' => array(
							'type' => 'integer',
							'description' => 'Longest automatic description shared on social networks (og:description, twitter:description) when the page has no social or search description of its own, in characters; 0 shares the search description (The SEO Framework cuts 200 characters for them).',
							'minimum' => 0,
							'maximum' => 320,
						),
						'decoded_tags' => array(
							'type' => 'boolean',
							'description' => 'Tags written as entities in the content (`&lt;classic&gt;`) are removed as tags once decoded, as All in One SEO removes them; off prints them as the text they are.',
						),
						'count' => array(
							'type' => 'string',
							'enum' => array(
								'text',
								'stored',
							),
							'description' => 'What the length counts: the text as read, entities decoded (text), or the content as stored with its entities written out, `&amp;` five characters, and kept whole when that fits (stored, as Yoast SEO counts).',
						),
						'cut' => array(
							'type' => 'string',
							'enum' => array(
								'word',
								'last_space',
								'chars',
								'sentence',
							),
							'description' => 'Where a long text is cut: the longest text within the length that ends at a word (word), or the first `length` characters, trimmed, then cut at their last space even when they ended between two words (last_space, as Yoast SEO cuts), or the first `length` characters wherever they end (chars, as Slim SEO cuts), or texturised and cut back to its last sentence or clause when three words or fewer follow it, with an ellipsis unless it ends on punctuation (sentence, as The SEO Framework cuts; `ellipsis` and `words` do not apply).',
						),
						'excerpt_support' => array(
							'type' => 'boolean',
							'description' => 'A hand-written excerpt describes a post only where its post type supports excerpts (pages do not, unless a plugin adds it), as The SEO Framework reads it; off reads every excerpt.',
						),
						'scope' => array(
							'type' => 'string',
							'enum' => array(
								'content',
								'template',
							),
							'description' => 'What `length` cuts: the content\'s value in the template (content), or a post\'s whole description as its template makes it, counted as written (entities written out, `&amp;` five characters) and cut at the last space of its first `length` characters (template, as Rank Math cuts it); a post\'s own description and hand-written excerpt stay whole.',
						),
						'shortcodes' => array(
							'type' => 'string',
							'enum' => array(
								'strip',
								'keep_unknown',
								'render',
							),
							'description' => 'What becomes of shortcodes in the content: all removed (strip); registered ones removed with what they enclose, the others kept as written (keep_unknown, as The SEO Framework reads content); registered ones run, the others kept as written (render, as Slim SEO reads content).',
						),
						'read' => array(
							'type' => 'string',
							'enum' => array(
								'text',
								'kses',
								'markup',
								'prose',
							),
							'description' => 'How the content\'s markup is read: tags removed, a `<` before a space kept as text (text); every `<…>` span removed and a lone `&` written `&amp;`, as WordPress\'s kses leaves text (kses, as Rank Math reads content); every tag and `<…>` span a space, only scripts, styles and preformatted text dropped with their content (markup, as Slim SEO reads content); paragraphs only, headings, lists, figures and quotes dropped with their text (prose, as The SEO Framework reads content).',
						),
						'join' => array(
							'type' => 'string',
							'enum' => array(
								'space',
								'none',
							),
							'description' => 'What a removed tag leaves between the texts it separated: a space at block boundaries (paragraphs, headings, list items), so the words of two paragraphs never stick together (space); nothing, as WordPress\'s wp_strip_all_tags() leaves, so `<p>a.</p><p>B</p>` reads `a.B` (none, as SEOPress, All in One SEO and Yoast SEO read content).',
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
						'excerpt_support',
						'scope',
						'shortcodes',
						'read',
						'join',
					),
				),
				'post_type_templates' => array(
					'type' => 'object',
					'description' => 'Title and description templates per post type slug.',
					'additionalProperties' => array(
						'type' => 'object',
						'additionalProperties' => false,
						'properties' => array(
							'title' => array(
								'type' => 'string',
								'description' => 'Title template; empty uses the global template.',
								'maxLength' => 1000,
							),
							'description' => array(
								'type' => 'string',
								'description' => 'Description template; empty uses the global template.',
								'maxLength' => 1000,
							),
							'archive_title' => array(
								'type' => 'string',
								'description' => 'Title template of the post type\'s archive page; empty uses the global template.',
								'maxLength' => 1000,
							),
							'archive_description' => array(
								'type' => 'string',
								'description' => 'Description template of the post type\'s archive page; empty prints none.',
								'maxLength' => 1000,
							),
						),
						'required' => array(
							'title',
							'description',
							'archive_title',
							'archive_description',
						),
					),
				),
				'taxonomy_templates' => array(
					'type' => 'object',
					'description' => 'Title and description templates per taxonomy slug.',
					'additionalProperties' => array(
						'type' => 'object',
						'additionalProperties' => false,
						'properties' => array(
							'title' => array(
								'type' => 'string',
								'description' => 'Title template; empty uses the global template.',
								'maxLength' => 1000,
							),
							'description' => array(
								'type' => 'string',
								'description' => 'Description template; empty uses the global template.',
								'maxLength' => 1000,
							),
						),
						'required' => array(
							'title',
							'description',
						),
					),
				),
				'archive_templates' => array(
					'type' => 'object',
					'description' => 'Templates for author, date, search and not-found pages.',
					'additionalProperties' => false,
					'properties' => array(
						'author' => array(
							'type' => 'object',
							'additionalProperties' => false,
							'properties' => array(
								'title' => array(
									'type' => 'string',
									'description' => 'Title template.',
									'maxLength' => 1000,
								),
								'description' => array(
									'type' => 'string',
									'description' => 'Description template.',
									'maxLength' => 1000,
								),
							),
							'required' => array(
								'title',
								'description',
							),
						),
						'date' => array(
							'type' => 'object',
							'additionalProperties' => false,
							'properties' => array(
								'title' => array(
									'type' => 'string',
									'description' => 'Title template.',
									'maxLength' => 1000,
								),
								'description' => array(
									'type' => 'string',
									'description' => 'Description template.',
									'maxLength' => 1000,
								),
							),
							'required' => array(
								'title',
								'description',
							),
						),
						'search' => array(
							'type' => 'object',
							'additionalProperties' => false,
							'properties' => array(
								'title' => array(
									'type' => 'string',
									'description' => 'Title template.',
									'maxLength' => 1000,
								),
								'description' => array(
									'type' => 'string',
									'description' => 'Description template.',
									'maxLength' => 1000,
								),
							),
							'required' => array(
								'title',
								'description',
							),
						),
						'not_found' => array(
							'type' => 'object',
							'additionalProperties' => false,
							'properties' => array(
								'title' => array(
									'type' => 'string',
									'description' => 'Title template.',
									'maxLength' => 1000,
								),
								'description' => array(
									'type' => 'string',
									'description' => 'Description template.',
									'maxLength' => 1000,
								),
							),
							'required' => array(
								'title',
								'description',
							),
						),
					),
					'required' => array(
						'author',
						'date',
						'search',
						'not_found',
					),
				),
				'fallback_image' => array(
					'type' => 'string',
					'description' => 'Default social image URL, used when a page has no image of its own.',
					'maxLength' => 2048,
				),
				'fallback_image_id' => array(
					'type' => 'integer',
					'description' => 'Attachment id of the default social image (0 = none).',
					'minimum' => 0,
				),
				'enable_open_graph' => array(
					'type' => 'boolean',
					'description' => 'Every page\'s head prints the Open Graph tags (og:… and article:…), which Facebook, LinkedIn and most other networks read for the card of a shared link; off prints none of them, for a site whose theme or another plugin prints its own (as Yoast SEO, All in One SEO, SEOPress, The SEO Framework and Slim SEO can be told). The title, description, canonical, robots and JSON-LD stay as they are.',
				),
				'enable_x_cards' => array(
					'type' => 'boolean',
					'description' => 'Every page\'s head prints the X card tags (twitter:card, twitter:title and the rest); off prints none of them, for a site whose theme or another plugin prints its own (as Yoast SEO, All in One SEO, SEOPress, The SEO Framework and Slim SEO can be told). X then reads the Open Graph tags, where there are any.',
				),
				'facebook_page_url' => array(
					'type' => 'string',
					'description' => 'The site\'s Facebook page (article:publisher).',
					'maxLength' => 2048,
				),
				'facebook_author_fallback' => array(
					'type' => 'string',
					'description' => 'Facebook profile used for article:author when the author has none.',
					'maxLength' => 2048,
				),
				'twitter_card_type' => array(
					'type' => 'string',
					'description' => 'X card type.',
					'enum' => array(
						'summary_large_image',
						'summary',
					),
				),
				'social_archives' => array(
					'type' => 'array',
					'description' => 'Archives that print Open Graph and X tags, so a link shared to them shows a card; All in One SEO prints none on term, author and date archives and search results.',
					'items' => array(
						'type' => 'string',
						'enum' => array(
							'term',
							'author',
							'date',
							'search',
						),
					),
					'uniqueItems' => true,
				),
				'archive_og_type' => array(
					'type' => 'array',
					'description' => 'Archive pages shared as og:type article instead of website (the protocol\'s type for pages that are not one article): Yoast SEO does so for terms and search, Rank Math for every archive.',
					'items' => array(
						'type' => 'string',
						'enum' => array(
							'term',
							'date',
							'search',
							'post_type_archive',
						),
					),
					'uniqueItems' => true,
				),
				'excerpt_description' => array(
					'type' => 'boolean',
					'description' => 'A post with a hand-written excerpt and no description of its own is described by the excerpt alone, before any template (as Rank Math does); off lets the templates decide (their %excerpt% gives it).',
				),
				'twitter_image_from_og' => array(
					'type' => 'boolean',
					'description' => 'A post without an X image of its own shows its own Open Graph image on X before its featured image (as Yoast SEO, Rank Math, All in One SEO and SEOPress do); off shows the featured image (or the content\'s) first and the Open Graph image only without one (as Slim SEO does).',
				),
				'template_spaces' => array(
					'type' => 'string',
					'enum' => array(
						'tidy',
						'tags_after',
						'as_written',
					),
					'description' => 'Spaces in a resolved title or description template: runs collapsed, both ends trimmed and a separator an empty variable leaves dangling removed (tidy); tidied so, but a tag removed from a post\'s title leaves the spaces around it, the tags being removed after the tidying (tags_after, as Yoast SEO\'s replace_vars() standardises whitespace and its presenters wp_strip_all_tags() after); the template\'s own text and each value\'s spaces kept as written, a tag removed from a post\'s title leaving the spaces around it, nothing collapsed or trimmed (as_written, as SEOPress replaces its variables with str_replace() and prints the result).',
				),
				'archive_date_format' => array(
					'type' => 'string',
					'enum' => array(
						'words',
						'month_comma',
						'month_number',
					),
					'description' => 'How %archive_date% writes the date of a date archive: in WordPress\'s words (words: the site\'s date format on a day, "March 2026" on a month, "2026" on a year); so, with a comma between month and year on a month (month_comma: "March, 2026", as All in One SEO\'s #archive_date, get_the_date( \'F, Y\' )); or the month\'s number and the year as the query has them (month_number: "3 - 2026" on a month or a day, "0 - 2026" on a year, as SEOPress\'s %%archive_date%%).',
				),
				'paged_robots' => array(
					'type' => 'array',
					'description' => 'Directives added to page 2 and later of any page (archives, the posts page, search results, a post split into pages), which keep their own canonical: All in One SEO noindexes and nofollows them (its global robots rules\' paginated pages). Empty leaves later pages as their first page, as Google advises for paginated lists.',
					'items' => array(
						'type' => 'string',
						'enum' => array(
							'noindex',
							'nofollow',
						),
					),
					'uniqueItems' => true,
				),
				'archive_og_object' => array(
					'type' => 'array',
					'description' => 'Archive pages shared as og:type "object", as SEOPress prints on every archive and search results page. "object" is not an Open Graph type (Facebook reads such a page as a website); kept for a site that moves from SEOPress, to share exactly what it shared.',
					'items' => array(
						'type' => 'string',
						'enum' => array(
							'term',
							'author',
							'date',
							'search',
							'post_type_archive',
						),
					),
					'uniqueItems' => true,
				),
				'archive_description_from_first_post' => array(
					'type' => 'boolean',
					'description' => 'A date, author or post type archive without a description shares (Open Graph and X) the hand-written excerpt of the first post it lists, tags removed and cut at auto_description.words words (55 when 0), as SEOPress does: its og:description falls back to the loop\'s post. Off shares no description there.',
				),
				'texturize_post_title' => array(
					'type' => 'boolean',
					'description' => 'A post\'s %title% is texturised as WordPress\'s get_the_title() prints it (curly quotes, dashes), in titles and descriptions alike, whether or not whole titles are (as All in One SEO\'s #post_title); off: as written.',
				),
				'texturize_titles' => array(
					'type' => 'boolean',
					'description' => 'Titles (search, Open Graph, X) get WordPress\'s title texturising: curly quotes, dashes and ellipses, as WordPress\'s own document titles; off prints them as written (as Yoast SEO, Rank Math, SEOPress and Slim SEO do).',
				),
				'social_image_from_featured' => array(
					'type' => 'boolean',
					'description' => 'A post with no social image of its own shares its featured image; off skips it (as All in One SEO does with its image source "Default Image"), and the content\'s first image or the default image is shared.',
				),
				'social_image_from_content' => array(
					'type' => 'boolean',
					'description' => 'A post with no social image of its own and no featured image shares the first image of its content (as Yoast SEO and The SEO Framework do); off goes straight to the default image (as Rank Math and SEOPress do).',
				),
				'social_image_from_gallery' => array(
					'type' => 'boolean',
					'description' => 'A post with no social image of its own and no featured image whose content holds a [gallery] shortcode shares the first image of its first gallery at the size the gallery shows it (WordPress\'s get_post_gallery_images()), before the content\'s first image (as Yoast SEO does); off: the content\'s first image.',
				),
				'og_image_request_scheme' => array(
					'type' => 'boolean',
					'description' => 'og:image is printed with the scheme of the page\'s own address (http or https, WordPress\'s set_url_scheme()), whatever the image\'s address says (as All in One SEO does); off prints the address as set. X\'s image is printed as set either way.',
				),
				'page_og_type' => array(
					'type' => 'string',
					'description' => 'The og:type of pages: article like posts, or website (as The SEO Framework does).',
					'enum' => array(
						'article',
						'website',
					),
				),
				'og_url' => array(
					'type' => 'string',
					'description' => 'What og:url shares: the canonical address; the page\'s own address even when a canonical to another page is written (as SEOPress does); or the canonical, with later pages of an archive sharing its first page and an author archive that noindex_empty_archives leaves out of search sharing none (as Yoast SEO does).',
					'enum' => array(
						'canonical',
						'address',
						'first_page',
					),
				),
				'social_on_404' => array(
					'type' => 'string',
					'description' => 'What a page that answers 404 shares: nothing (no Open Graph or X tags: there is nothing to share); og:title with og:locale and og:site_name only, as Yoast SEO prints there; or the Open Graph and X tags of any page (the 404 title, the default image, the X card) with og:type website, as Slim SEO prints, or article, as Rank Math prints.',
					'enum' => array(
						'none',
						'title',
						'website',
						'article',
					),
				),
				'no_canonical' => array(
					'type' => 'array',
					'description' => 'Pages that print no canonical link and share no og:url: Slim SEO prints neither on date archives and search results (its canonical knows the home page, content, terms, post type archives and authors only).',
					'items' => array(
						'type' => 'string',
						'enum' => array(
							'date',
							'search',
						),
					),
					'uniqueItems' => true,
				),
				'author_og_type' => array(
					'type' => 'string',
					'description' => 'The og:type of author archives: profile, the Open Graph type of a person\'s page, or website, as Slim SEO prints there.',
					'enum' => array(
						'profile',
						'website',
					),
				),
				'x_tags_on_search' => array(
					'type' => 'boolean',
					'description' => 'Search results print X tags (twitter:card and the rest) like every other page; off prints none there, X then reading the Open Graph tags and showing no card (as The SEO Framework does: its search pages leave out its X tags).',
				),
				'author_archive_avatar' => array(
					'type' => 'boolean',
					'description' => 'Author archives share the author\'s avatar (500 pixels) as their image instead of the default image (as Yoast SEO does).',
				),
				'social_title_site_name' => array(
					'type' => 'boolean',
					'description' => 'Social titles taken from the search title keep its site name; off leaves the site name and its separator out (as The SEO Framework does by default).',
				),
				'twitter_profile_username' => array(
					'type' => 'string',
					'description' => 'The site\'s X profile: a handle or a full URL (twitter:site).',
					'maxLength' => 2048,
				),
				'twitter_profile_fallback' => array(
					'type' => 'string',
					'description' => 'X profile used for twitter:creator when the author has none.',
					'maxLength' => 2048,
				),
				'social_profiles' => array(
					'type' => 'object',
					'description' => 'The site\'s social profiles keyed by profile id (schema.org sameAs).',
					'additionalProperties' => false,
					'properties' => array(
						'facebook' => array(
							'type' => 'string',
							'description' => 'facebook profile URL.',
							'maxLength' => 2048,
						),
						'twitter' => array(
							'type' => 'string',
							'description' => 'twitter profile URL.',
							'maxLength' => 2048,
						),
						'instagram' => array(
							'type' => 'string',
							'description' => 'instagram profile URL.',
							'maxLength' => 2048,
						),
						'linkedin' => array(
							'type' => 'string',
							'description' => 'linkedin profile URL.',
							'maxLength' => 2048,
						),
						'youtube' => array(
							'type' => 'string',
							'description' => 'youtube profile URL.',
							'maxLength' => 2048,
						),
						'pinterest' => array(
							'type' => 'string',
							'description' => 'pinterest profile URL.',
							'maxLength' => 2048,
						),
						'tiktok' => array(
							'type' => 'string',
							'description' => 'tiktok profile URL.',
							'maxLength' => 2048,
						),
						'medium' => array(
							'type' => 'string',
							'description' => 'medium profile URL.',
							'maxLength' => 2048,
						),
						'tumblr' => array(
							'type' => 'string',
							'description' => 'tumblr profile URL.',
							'maxLength' => 2048,
						),
						'threads' => array(
							'type' => 'string',
							'description' => 'threads profile URL.',
							'maxLength' => 2048,
						),
						'yelp' => array(
							'type' => 'string',
							'description' => 'yelp profile URL.',
							'maxLength' => 2048,
						),
						'whatsapp' => array(
							'type' => 'string',
							'description' => 'whatsapp profile URL.',
							'maxLength' => 2048,
						),
						'telegram' => array(
							'type' => 'string',
							'description' => 'telegram profile URL.',
							'maxLength' => 2048,
						),
						'bluesky' => array(
							'type' => 'string',
							'description' => 'bluesky profile URL.',
							'maxLength' => 2048,
						),
					),
					'required' => array(
						'facebook',
						'twitter',
						'instagram',
						'linkedin',
						'youtube',
						'pinterest',
						'tiktok',
						'medium',
						'tumblr',
						'threads',
						'yelp',
						'whatsapp',
						'telegram',
						'bluesky',
					),
				),
				'site_name' => array(
					'type' => 'string',
					'description' => 'The site\'s name for search engines (the WebSite node\'s name, which Google shows as the site name in results); empty uses the Site Title.',
					'maxLength' => 200,
				),
				'site_alternate_name' => array(
					'type' => 'string',
					'description' => 'Another name search engines may show for the site (an acronym, a shorter name): the WebSite node\'s alternateName; empty prints none.',
					'maxLength' => 200,
				),
				'breadcrumb_home_label' => array(
					'type' => 'string',
					'description' => 'The first crumb\'s label in breadcrumbs (the trail and the BreadcrumbList); empty uses WordPress\'s own word, Home, in the page\'s language.',
					'maxLength' => 100,
				),
				'site_verification' => array(
					'type' => 'object',
					'description' => 'Search engines\' site verification codes keyed by engine: the content of each verification meta tag only (a pasted tag keeps its content; letters, digits and - _ = + / . : only).',
					'additionalProperties' => false,
					'properties' => array(
						'google' => array(
							'type' => 'string',
							'description' => 'The verification code of Google Search Console (meta name google-site-verification), printed on the home page.',
							'maxLength' => 200,
						),
						'bing' => array(
							'type' => 'string',
							'description' => 'The verification code of Bing Webmaster Tools (meta name msvalidate.01), printed on the home page.',
							'maxLength' => 200,
						),
						'baidu' => array(
							'type' => 'string',
							'description' => 'The verification code of Baidu Webmaster Tools (meta name baidu-site-verification), printed on the home page.',
							'maxLength' => 200,
						),
						'yandex' => array(
							'type' => 'string',
							'description' => 'The verification code of Yandex Webmaster (meta name yandex-verification), printed on the home page.',
							'maxLength' => 200,
						),
						'pinterest' => array(
							'type' => 'string',
							'description' => 'The verification code of Pinterest (meta name p:domain_verify), printed on the home page.',
							'maxLength' => 200,
						),
					),
					'required' => array(
						'google',
						'bing',
						'baidu',
						'yandex',
						'pinterest',
					),
				),
				'home_page_title' => array(
					'type' => 'string',
					'description' => 'Search title of the home page.',
					'maxLength' => 1000,
				),
				'home_page_description' => array(
					'type' => 'string',
					'description' => 'Search description of the home page.',
					'maxLength' => 1000,
				),
				'home_page_robots' => array(
					'type' => 'object',
					'description' => 'Robots directives of the home page only.',
					'additionalProperties' => false,
					'properties' => array(
						'general' => array(
							'type' => 'array',
							'items' => array(
								'type' => 'string',
								'enum' => array(
									'noindex',
									'nofollow',
									'noarchive',
								),
							),
							'uniqueItems' => true,
						),
					),
					'required' => array(
						'general',
					),
				),
				'home_page_featured_image' => array(
					'type' => 'string',
					'description' => 'Image of the home page for social networks.',
					'maxLength' => 2048,
				),
				'home_page_facebook_title' => array(
					'type' => 'string',
					'description' => 'Facebook title of the home page; empty uses the home page title.',
					'maxLength' => 1000,
				),
				'home_page_facebook_description' => array(
					'type' => 'string',
					'description' => 'Facebook description of the home page; empty uses the home page description.',
					'maxLength' => 1000,
				),
				'home_page_facebook_image_url' => array(
					'type' => 'string',
					'description' => 'Facebook image of the home page.',
					'maxLength' => 2048,
				),
				'home_page_twitter_title' => array(
					'type' => 'string',
					'description' => 'X title of the home page; empty uses the Facebook title.',
					'maxLength' => 1000,
				),
				'home_page_twitter_description' => array(
					'type' => 'string',
					'description' => 'X description of the home page; empty uses the Facebook description.',
					'maxLength' => 1000,
				),
				'home_page_twitter_image_url' => array(
					'type' => 'string',
					'description' => 'X image of the home page.',
					'maxLength' => 2048,
				),
				'author_archive' => array(
					'type' => 'boolean',
					'description' => 'Author archives are public; off redirects them to the home page and drops them from the sitemaps.',
				),
				'date_archive' => array(
					'type' => 'boolean',
					'description' => 'Date archives are public; off redirects them to the home page and drops them from the sitemaps.',
				),
				'strip_category_base' => array(
					'type' => 'boolean',
					'description' => 'Category archives without the category base in their address (/news/ instead of /category/news/), as Yoast SEO and Rank Math offer; the old addresses redirect to the new ones.',
				),
				'attachment_redirect' => array(
					'type' => 'string',
					'description' => 'Where an attachment\'s page (/my-post/my-image/) answers 301 while WordPress shows attachment pages (option wp_attachment_pages_enabled on, sites installed before WordPress 6.4; without it WordPress itself sends them to the file): off shows the page; parent sends it to its parent post\'s address, or to the file when it has no parent or its parent is not published and viewable; file sends it to the file\'s address (wp_get_attachment_url). Yoast SEO, Rank Math, All in One SEO and SEOPress offer the same redirect.',
					'enum' => array(
						'off',
						'parent',
						'file',
					),
				),
				'redirects_auto_create' => array(
					'type' => 'boolean',
					'description' => 'Redirects: when a published post, page or term changes its address (slug, parent), create a 301 redirect from the old address automatically.',
				),
				'enable_404_monitor' => array(
					'type' => 'boolean',
					'description' => '404 monitor (Tools > 404 Monitor): record the addresses that answered 404, counted per URL with the referring hosts and when they were last seen (never the visitor\'s IP or user agent).',
				),
				'no_index' => array(
					'type' => 'array',
					'description' => 'Post types, taxonomies and archive types (author, date, search) whose pages get noindex.',
					'uniqueItems' => true,
					'items' => array(
						'type' => 'string',
						'pattern' => '^[a-z0-9_:-]{1,64}$',
						'maxLength' => 64,
					),
				),
				'post_type_archive_noindex' => array(
					'type' => 'object',
					'description' => 'Post type archives whose place in search results differs from their posts\' (keyed by post type slug): true leaves the archive out (noindex), false keeps it in. A post type not named here has its archive follow its posts\' rule (no_index). Yoast SEO, All in One SEO and SEOPress set archives apart from their posts.',
					'additionalProperties' => array(
						'type' => 'boolean',
					),
				),
				'noindex_empty_archives' => array(
					'type' => 'array',
					'description' => 'Archives that list no post are noindex: Yoast SEO does so for authors without posts, The SEO Framework for every archive.',
					'items' => array(
						'type' => 'string',
						'enum' => array(
							'author',
							'term',
							'date',
							'post_type_archive',
						),
					),
					'uniqueItems' => true,
				),
				'noindex_written_canonical' => array(
					'type' => 'boolean',
					'description' => 'A page marked noindex keeps the canonical written for it (as The SEO Framework does); off prints no canonical on noindex pages (as Yoast SEO, Rank Math and SEOPress do).',
				),
				'hreflang_x_default' => array(
					'type' => 'string',
					'description' => 'On a multilingual site, the version the x-default alternate names (the page for searchers whose language has no version), in the head and the sitemaps alike: "default" the default language\'s version; a language\'s code in the multilingual plugin (its slug) that language\'s version, the default language\'s where the page has none in it; "none" no x-default.',
					'pattern' => '^[a-z0-9_-]{1,32}$',
					'maxLength' => 32,
				),
				'no_follow' => array(
					'type' => 'array',
					'description' => 'Post types, taxonomies and archive types whose pages get nofollow.',
					'uniqueItems' => true,
					'items' => array(
						'type' => 'string',
						'pattern' => '^[a-z0-9_:-]{1,64}$',
						'maxLength' => 64,
					),
				),
				'no_archive' => array(
					'type' => 'array',
					'description' => 'Post types, taxonomies and archive types whose pages get noarchive.',
					'uniqueItems' => true,
					'items' => array(
						'type' => 'string',
						'pattern' => '^[a-z0-9_:-]{1,64}$',
						'maxLength' => 64,
					),
				),
				'enable_xml_sitemap' => array(
					'type' => 'boolean',
					'description' => 'Serve XML sitemaps.',
				),
				'enable_xml_image_sitemap' => array(
					'type' => 'boolean',
					'description' => 'Add image entries to the XML sitemaps.',
				),
				'enable_indexnow' => array(
					'type' => 'boolean',
					'description' => 'IndexNow: tell search engines about published, updated, trashed and noindexed URLs (opt-in; nothing is sent while off).',
				),
				'enable_llms_txt' => array(
					'type' => 'boolean',
					'description' => 'Serve /llms.txt: the site\'s most important indexable content as Markdown links for AI crawlers.',
				),
				'llms_txt_pages' => array(
					'type' => 'array',
					'description' => 'Ids of the pages /llms.txt lists after the home page.',
					'uniqueItems' => true,
					'maxItems' => 50,
					'items' => array(
						'type' => 'integer',
						'minimum' => 1,
					),
				),
				'ai_crawlers' => array(
					'type' => 'object',
					'description' => 'The AI crawler policy written into the virtual robots.txt (the crawlers are listed in includes/robots/ai-crawlers.json). policy: none (robots.txt says nothing of its own about AI crawlers), block_training (answer engines and live fetching allowed, model training blocked), allow_all, block_all, or per_bot (each crawler\'s choice in bots; a crawler not in bots is allowed).',
					'additionalProperties' => false,
					'required' => array(
						'policy',
						'bots',
					),
					'properties' => array(
						'policy' => array(
							'type' => 'string',
							'enum' => array(
								'none',
								'block_training',
								'allow_all',
								'block_all',
								'per_bot',
							),
						),
						'bots' => array(
							'type' => 'object',
							'description' => 'Per bot: allow or block, keyed by the crawler\'s robots.txt token.',
							'maxProperties' => 100,
							'additionalProperties' => array(
								'type' => 'string',
								'enum' => array(
									'allow',
									'block',
								),
							),
						),
					),
				),
				'website' => array(
					'type' => 'object',
					'description' => 'Who the site represents (from the setup wizard); feeds the Organization or Person JSON-LD.',
					'additionalProperties' => false,
					'properties' => array(
						'type' => array(
							'type' => 'string',
							'enum' => array(
								'personal',
								'business',
								'organization',
								'blog',
								'community',
								'ecommerce',
							),
						),
						'name' => array(
							'type' => 'string',
							'maxLength' => 200,
						),
						'owner_name' => array(
							'type' => 'string',
							'maxLength' => 200,
						),
						'organization_type' => array(
							'type' => 'string',
							'pattern' => '^[A-Za-z]{1,64}$',
						),
						'owner_phone' => array(
							'type' => 'string',
							'maxLength' => 50,
						),
						'logo' => array(
							'type' => 'string',
							'description' => 'Logo URL.',
							'maxLength' => 2048,
						),
						'logo_id' => array(
							'type' => 'integer',
							'minimum' => 0,
						),
						'about_page' => array(
							'type' => 'integer',
							'minimum' => 0,
						),
						'contact_page' => array(
							'type' => 'integer',
							'minimum' => 0,
						),
					),
					'required' => array(
						'type',
						'name',
						'owner_name',
						'organization_type',
						'owner_phone',
						'logo',
						'logo_id',
						'about_page',
						'contact_page',
					),
				),
				'schema_output' => array(
					'type' => 'object',
					'description' => 'Which structured data nodes the site prints.',
					'additionalProperties' => false,
					'properties' => array(
						'website' => array(
							'type' => 'boolean',
						),
						'search_action' => array(
							'type' => 'boolean',
						),
						'webpage' => array(
							'type' => 'boolean',
						),
						'organization' => array(
							'type' => 'boolean',
						),
						'article' => array(
							'type' => 'boolean',
						),
						'breadcrumbs' => array(
							'type' => 'boolean',
						),
					),
					'required' => array(
						'website',
						'search_action',
						'webpage',
						'organization',
						'article',
						'breadcrumbs',
					),
				),
				'schema_sets' => array(
					'type' => 'array',
					'description' => 'Site-wide structured data: schema.org type instances, each printed on the pages its display rules choose (see includes/structured-data/class-display-rules.php). A post\'s own instance of a type replaces a set of the same type.',
					'maxItems' => 20,
					'items' => array(
						'type' => 'object',
						'additionalProperties' => false,
						'required' => array(
							'id',
							'type',
							'values',
							'include',
							'exclude',
						),
						'properties' => array(
							'id' => array(
								'type' => 'string',
								'description' => 'A short slug, unique among the sets: the node is <page address>#/schema/<id>.',
								'pattern' => '^[a-z0-9][a-z0-9_-]{0,39}$',
							),
							'type' => array(
								'type' => 'string',
								'description' => 'The schema.org type, one the catalogue offers.',
								'pattern' => '^[A-Za-z]{1,64}$',
							),
							'values' => array(
								'type' => 'object',
								'description' => 'The values set, by property; the others fall back to their defaults.',
								'additionalProperties' => true,
							),
							'include' => array(
								'type' => 'array',
								'description' => 'Display rules: the set shows on a page one of them matches.',
								'maxItems' => 50,
								'items' => array(
									'type' => 'string',
									'pattern' => '^(site|singular|archive|special:(front|blog|search|404|author|date)|(post_type|post_type_archive|taxonomy):[a-z0-9_-]{1,32}|(post|in_term|term|author):[1-9][0-9]{0,19})$',
								),
							),
							'exclude' => array(
								'type' => 'array',
								'description' => 'Display rules: the set never shows on a page one of them matches.',
								'maxItems' => 50,
								'items' => array(
									'type' => 'string',
									'pattern' => '^(site|singular|archive|special:(front|blog|search|404|author|date)|(post_type|post_type_archive|taxonomy):[a-z0-9_-]{1,32}|(post|in_term|term|author):[1-9][0-9]{0,19})$',
								),
							),
						),
					),
				),
				'schema_details_as_faq' => array(
					'type' => 'boolean',
					'description' => 'WordPress\'s Details blocks in a post\'s content count as its FAQ in the structured data: the summary is the question, the content the answer.',
				),
				'enable_page_level_seo' => array(
					'type' => 'boolean',
					'description' => 'Feature flag: per-post SEO in the editor and page-level checks.',
				),
				'enable_google_console' => array(
					'type' => 'boolean',
					'description' => 'Feature flag: Search Console screens.',
				),
				'enable_schemas' => array(
					'type' => 'boolean',
					'description' => 'Feature flag: structured data output and the Schema screen.',
				),
				'enable_migration' => array(
					'type' => 'boolean',
					'description' => 'Feature flag: migration from other SEO plugins.',
				),
				'delete_data_on_uninstall' => array(
					'type' => 'boolean',
					'description' => 'Remove every Sightline SEO option and meta value when the plugin is deleted.',
				),
			),
			'required' => array(
				'separator',
				'page_title',
				'page_description',
				'global_default',
				'auto_description',
				'post_type_templates',
				'taxonomy_templates',
				'archive_templates',
				'fallback_image',
				'fallback_image_id',
				'enable_open_graph',
				'enable_x_cards',
				'facebook_page_url',
				'facebook_author_fallback',
				'twitter_card_type',
				'social_archives',
				'archive_og_type',
				'excerpt_description',
				'twitter_image_from_og',
				'template_spaces',
				'archive_date_format',
				'paged_robots',
				'archive_og_object',
				'archive_description_from_first_post',
				'texturize_post_title',
				'texturize_titles',
				'social_image_from_featured',
				'social_image_from_content',
				'social_image_from_gallery',
				'og_image_request_scheme',
				'page_og_type',
				'og_url',
				'social_on_404',
				'no_canonical',
				'author_og_type',
				'x_tags_on_search',
				'author_archive_avatar',
				'social_title_site_name',
				'twitter_profile_username',
				'twitter_profile_fallback',
				'social_profiles',
				'site_name',
				'site_alternate_name',
				'breadcrumb_home_label',
				'site_verification',
				'home_page_title',
				'home_page_description',
				'home_page_robots',
				'home_page_featured_image',
				'home_page_facebook_title',
				'home_page_facebook_description',
				'home_page_facebook_image_url',
				'home_page_twitter_title',
				'home_page_twitter_description',
				'home_page_twitter_image_url',
				'author_archive',
				'date_archive',
				'strip_category_base',
				'attachment_redirect',
				'redirects_auto_create',
				'enable_404_monitor',
				'no_index',
				'post_type_archive_noindex',
				'noindex_empty_archives',
				'noindex_written_canonical',
				'hreflang_x_default',
				'no_follow',
				'no_archive',
				'enable_xml_sitemap',
				'enable_xml_image_sitemap',
				'enable_indexnow',
				'enable_llms_txt',
				'llms_txt_pages',
				'ai_crawlers',
				'website',
				'schema_output',
				'schema_sets',
				'schema_details_as_faq',
				'enable_page_level_seo',
				'enable_google_console',
				'enable_schemas',
				'enable_migration',
				'delete_data_on_uninstall',
			),
		),
	),
	'required' => array(
		'plugin',
		'version',
		'exported_at',
		'settings',
	),
	'additionalProperties' => false,
);
