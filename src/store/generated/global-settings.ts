/* Generated from includes/settings/global-settings.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`. */

/**
 * Global meta settings of Sightline SEO, saved together and stored in the option sightline_settings. Single source of truth: PHP and TypeScript derive everything from this file.
 */
export interface GlobalSettings {
	/**
	 * Title separator, printed for %separator%.
	 */
	separator: string;
	/**
	 * Default search title template for content.
	 */
	page_title: string;
	/**
	 * Default search description template for content.
	 */
	page_description: string;
	/**
	 * Factory templates an empty template falls back to.
	 */
	global_default: {
		/**
		 * Fallback title template.
		 */
		page_title: string;
		/**
		 * Fallback description template.
		 */
		page_description: string;
	};
	/**
	 * How a description is cut from the content when a post has neither its own nor an excerpt.
	 */
	auto_description: {
		/**
		 * Longest automatic description, in characters; cut at a word boundary. 0: no limit in characters, only `words` cuts (All in One SEO takes 55 words, however long).
		 */
		length: number;
		/**
		 * Take only the first paragraph of the content (as Rank Math does).
		 */
		first_paragraph: boolean;
		/**
		 * End a cut description with an ellipsis (as The SEO Framework does).
		 */
		ellipsis: boolean;
		/**
		 * Longest automatic description in words, before the length in characters applies; 0 counts no words (SEOPress takes 50 words).
		 */
		words: number;
		/**
		 * A hand-written excerpt is printed whole, as written (as Yoast SEO, Rank Math and All in One SEO do); off cuts it at `length` like content (as The SEO Framework, SEOPress and Slim SEO do).
		 */
		whole_excerpt: boolean;
		/**
		 * Longest automatic description shared on social networks (og:description, twitter:description) when the page has no social or search description of its own, in characters; 0 shares the search description (The SEO Framework cuts 200 characters for them).
		 */
		social_length: number;
		/**
		 * Tags written as entities in the content (`&lt;classic&gt;`) are removed as tags once decoded, as All in One SEO removes them; off prints them as the text they are.
		 */
		decoded_tags: boolean;
		/**
		 * What the length counts: the text as read, entities decoded (text), or the content as stored with its entities written out, `&amp;` five characters, and kept whole when that fits (stored, as Yoast SEO counts).
		 */
		count: 'text' | 'stored';
		/**
		 * Where a long text is cut: the longest text within the length that ends at a word (word), or the first `length` characters, trimmed, then cut at their last space even when they ended between two words (last_space, as Yoast SEO cuts), or the first `length` characters wherever they end (chars, as Slim SEO cuts), or texturised and cut back to its last sentence or clause when three words or fewer follow it, with an ellipsis unless it ends on punctuation (sentence, as The SEO Framework cuts; `ellipsis` and `words` do not apply).
		 */
		cut: 'word' | 'last_space' | 'chars' | 'sentence';
		/**
		 * A hand-written excerpt describes a post only where its post type supports excerpts (pages do not, unless a plugin adds it), as The SEO Framework reads it; off reads every excerpt.
		 */
		excerpt_support: boolean;
		/**
		 * What `length` cuts: the content's value in the template (content), or a post's whole description as its template makes it, counted as written (entities written out, `&amp;` five characters) and cut at the last space of its first `length` characters (template, as Rank Math cuts it); a post's own description and hand-written excerpt stay whole.
		 */
		scope: 'content' | 'template';
		/**
		 * What becomes of shortcodes in the content: all removed (strip); registered ones removed with what they enclose, the others kept as written (keep_unknown, as The SEO Framework reads content); registered ones run, the others kept as written (render, as Slim SEO reads content).
		 */
		shortcodes: 'strip' | 'keep_unknown' | 'render';
		/**
		 * How the content's markup is read: tags removed, a `<` before a space kept as text (text); every `<…>` span removed and a lone `&` written `&amp;`, as WordPress's kses leaves text (kses, as Rank Math reads content); every tag and `<…>` span a space, only scripts, styles and preformatted text dropped with their content (markup, as Slim SEO reads content); paragraphs only, headings, lists, figures and quotes dropped with their text (prose, as The SEO Framework reads content).
		 */
		read: 'text' | 'kses' | 'markup' | 'prose';
		/**
		 * What a removed tag leaves between the texts it separated: a space at block boundaries (paragraphs, headings, list items), so the words of two paragraphs never stick together (space); nothing, as WordPress's wp_strip_all_tags() leaves, so `<p>a.</p><p>B</p>` reads `a.B` (none, as SEOPress, All in One SEO and Yoast SEO read content).
		 */
		join: 'space' | 'none';
	};
	/**
	 * Title and description templates per post type slug.
	 */
	post_type_templates: {
		[k: string]: {
			/**
			 * Title template; empty uses the global template.
			 */
			title: string;
			/**
			 * Description template; empty uses the global template.
			 */
			description: string;
			/**
			 * Title template of the post type's archive page; empty uses the global template.
			 */
			archive_title: string;
			/**
			 * Description template of the post type's archive page; empty prints none.
			 */
			archive_description: string;
		};
	};
	/**
	 * Title and description templates per taxonomy slug.
	 */
	taxonomy_templates: {
		[k: string]: {
			/**
			 * Title template; empty uses the global template.
			 */
			title: string;
			/**
			 * Description template; empty uses the global template.
			 */
			description: string;
		};
	};
	/**
	 * Templates for author, date, search and not-found pages.
	 */
	archive_templates: {
		author: {
			/**
			 * Title template.
			 */
			title: string;
			/**
			 * Description template.
			 */
			description: string;
		};
		date: {
			/**
			 * Title template.
			 */
			title: string;
			/**
			 * Description template.
			 */
			description: string;
		};
		search: {
			/**
			 * Title template.
			 */
			title: string;
			/**
			 * Description template.
			 */
			description: string;
		};
		not_found: {
			/**
			 * Title template.
			 */
			title: string;
			/**
			 * Description template.
			 */
			description: string;
		};
	};
	/**
	 * Default social image URL, used when a page has no image of its own.
	 */
	fallback_image: string;
	/**
	 * Attachment id of the default social image (0 = none).
	 */
	fallback_image_id: number;
	/**
	 * Every page's head prints the Open Graph tags (og:… and article:…), which Facebook, LinkedIn and most other networks read for the card of a shared link; off prints none of them, for a site whose theme or another plugin prints its own (as Yoast SEO, All in One SEO, SEOPress, The SEO Framework and Slim SEO can be told). The title, description, canonical, robots and JSON-LD stay as they are.
	 */
	enable_open_graph: boolean;
	/**
	 * Every page's head prints the X card tags (twitter:card, twitter:title and the rest); off prints none of them, for a site whose theme or another plugin prints its own (as Yoast SEO, All in One SEO, SEOPress, The SEO Framework and Slim SEO can be told). X then reads the Open Graph tags, where there are any.
	 */
	enable_x_cards: boolean;
	/**
	 * The site's Facebook page (article:publisher).
	 */
	facebook_page_url: string;
	/**
	 * Facebook profile used for article:author when the author has none.
	 */
	facebook_author_fallback: string;
	/**
	 * X card type.
	 */
	twitter_card_type: 'summary_large_image' | 'summary';
	/**
	 * Archives that print Open Graph and X tags, so a link shared to them shows a card; All in One SEO prints none on term, author and date archives and search results.
	 */
	social_archives: ('term' | 'author' | 'date' | 'search')[];
	/**
	 * Archive pages shared as og:type article instead of website (the protocol's type for pages that are not one article): Yoast SEO does so for terms and search, Rank Math for every archive.
	 */
	archive_og_type: ('term' | 'date' | 'search' | 'post_type_archive')[];
	/**
	 * A post with a hand-written excerpt and no description of its own is described by the excerpt alone, before any template (as Rank Math does); off lets the templates decide (their %excerpt% gives it).
	 */
	excerpt_description: boolean;
	/**
	 * A post without an X image of its own shows its own Open Graph image on X before its featured image (as Yoast SEO, Rank Math, All in One SEO and SEOPress do); off shows the featured image (or the content's) first and the Open Graph image only without one (as Slim SEO does).
	 */
	twitter_image_from_og: boolean;
	/**
	 * Spaces in a resolved title or description template: runs collapsed, both ends trimmed and a separator an empty variable leaves dangling removed (tidy); tidied so, but a tag removed from a post's title leaves the spaces around it, the tags being removed after the tidying (tags_after, as Yoast SEO's replace_vars() standardises whitespace and its presenters wp_strip_all_tags() after); the template's own text and each value's spaces kept as written, a tag removed from a post's title leaving the spaces around it, nothing collapsed or trimmed (as_written, as SEOPress replaces its variables with str_replace() and prints the result).
	 */
	template_spaces: 'tidy' | 'tags_after' | 'as_written';
	/**
	 * How %archive_date% writes the date of a date archive: in WordPress's words (words: the site's date format on a day, "March 2026" on a month, "2026" on a year); so, with a comma between month and year on a month (month_comma: "March, 2026", as All in One SEO's #archive_date, get_the_date( 'F, Y' )); or the month's number and the year as the query has them (month_number: "3 - 2026" on a month or a day, "0 - 2026" on a year, as SEOPress's %%archive_date%%).
	 */
	archive_date_format: 'words' | 'month_comma' | 'month_number';
	/**
	 * Directives added to page 2 and later of any page (archives, the posts page, search results, a post split into pages), which keep their own canonical: All in One SEO noindexes and nofollows them (its global robots rules' paginated pages). Empty leaves later pages as their first page, as Google advises for paginated lists.
	 */
	paged_robots: ('noindex' | 'nofollow')[];
	/**
	 * Archive pages shared as og:type "object", as SEOPress prints on every archive and search results page. "object" is not an Open Graph type (Facebook reads such a page as a website); kept for a site that moves from SEOPress, to share exactly what it shared.
	 */
	archive_og_object: ('term' | 'author' | 'date' | 'search' | 'post_type_archive')[];
	/**
	 * A date, author or post type archive without a description shares (Open Graph and X) the hand-written excerpt of the first post it lists, tags removed and cut at auto_description.words words (55 when 0), as SEOPress does: its og:description falls back to the loop's post. Off shares no description there.
	 */
	archive_description_from_first_post: boolean;
	/**
	 * A post's %title% is texturised as WordPress's get_the_title() prints it (curly quotes, dashes), in titles and descriptions alike, whether or not whole titles are (as All in One SEO's #post_title); off: as written.
	 */
	texturize_post_title: boolean;
	/**
	 * Titles (search, Open Graph, X) get WordPress's title texturising: curly quotes, dashes and ellipses, as WordPress's own document titles; off prints them as written (as Yoast SEO, Rank Math, SEOPress and Slim SEO do).
	 */
	texturize_titles: boolean;
	/**
	 * A post with no social image of its own shares its featured image; off skips it (as All in One SEO does with its image source "Default Image"), and the content's first image or the default image is shared.
	 */
	social_image_from_featured: boolean;
	/**
	 * A post with no social image of its own and no featured image shares the first image of its content (as Yoast SEO and The SEO Framework do); off goes straight to the default image (as Rank Math and SEOPress do).
	 */
	social_image_from_content: boolean;
	/**
	 * A post with no social image of its own and no featured image whose content holds a [gallery] shortcode shares the first image of its first gallery at the size the gallery shows it (WordPress's get_post_gallery_images()), before the content's first image (as Yoast SEO does); off: the content's first image.
	 */
	social_image_from_gallery: boolean;
	/**
	 * og:image is printed with the scheme of the page's own address (http or https, WordPress's set_url_scheme()), whatever the image's address says (as All in One SEO does); off prints the address as set. X's image is printed as set either way.
	 */
	og_image_request_scheme: boolean;
	/**
	 * The og:type of pages: article like posts, or website (as The SEO Framework does).
	 */
	page_og_type: 'article' | 'website';
	/**
	 * What og:url shares: the canonical address; the page's own address even when a canonical to another page is written (as SEOPress does); or the canonical, with later pages of an archive sharing its first page and an author archive that noindex_empty_archives leaves out of search sharing none (as Yoast SEO does).
	 */
	og_url: 'canonical' | 'address' | 'first_page';
	/**
	 * What a page that answers 404 shares: nothing (no Open Graph or X tags: there is nothing to share); og:title with og:locale and og:site_name only, as Yoast SEO prints there; or the Open Graph and X tags of any page (the 404 title, the default image, the X card) with og:type website, as Slim SEO prints, or article, as Rank Math prints.
	 */
	social_on_404: 'none' | 'title' | 'website' | 'article';
	/**
	 * Pages that print no canonical link and share no og:url: Slim SEO prints neither on date archives and search results (its canonical knows the home page, content, terms, post type archives and authors only).
	 */
	no_canonical: ('date' | 'search')[];
	/**
	 * The og:type of author archives: profile, the Open Graph type of a person's page, or website, as Slim SEO prints there.
	 */
	author_og_type: 'profile' | 'website';
	/**
	 * Search results print X tags (twitter:card and the rest) like every other page; off prints none there, X then reading the Open Graph tags and showing no card (as The SEO Framework does: its search pages leave out its X tags).
	 */
	x_tags_on_search: boolean;
	/**
	 * Author archives share the author's avatar (500 pixels) as their image instead of the default image (as Yoast SEO does).
	 */
	author_archive_avatar: boolean;
	/**
	 * Social titles taken from the search title keep its site name; off leaves the site name and its separator out (as The SEO Framework does by default).
	 */
	social_title_site_name: boolean;
	/**
	 * The site's X profile: a handle or a full URL (twitter:site).
	 */
	twitter_profile_username: string;
	/**
	 * X profile used for twitter:creator when the author has none.
	 */
	twitter_profile_fallback: string;
	/**
	 * The site's social profiles keyed by profile id (schema.org sameAs).
	 */
	social_profiles: {
		/**
		 * facebook profile URL.
		 */
		facebook: string;
		/**
		 * twitter profile URL.
		 */
		twitter: string;
		/**
		 * instagram profile URL.
		 */
		instagram: string;
		/**
		 * linkedin profile URL.
		 */
		linkedin: string;
		/**
		 * youtube profile URL.
		 */
		youtube: string;
		/**
		 * pinterest profile URL.
		 */
		pinterest: string;
		/**
		 * tiktok profile URL.
		 */
		tiktok: string;
		/**
		 * medium profile URL.
		 */
		medium: string;
		/**
		 * tumblr profile URL.
		 */
		tumblr: string;
		/**
		 * threads profile URL.
		 */
		threads: string;
		/**
		 * yelp profile URL.
		 */
		yelp: string;
		/**
		 * whatsapp profile URL.
		 */
		whatsapp: string;
		/**
		 * telegram profile URL.
		 */
		telegram: string;
		/**
		 * bluesky profile URL.
		 */
		bluesky: string;
	};
	/**
	 * The site's name for search engines (the WebSite node's name, which Google shows as the site name in results); empty uses the Site Title.
	 */
	site_name: string;
	/**
	 * Another name search engines may show for the site (an acronym, a shorter name): the WebSite node's alternateName; empty prints none.
	 */
	site_alternate_name: string;
	/**
	 * The first crumb's label in breadcrumbs (the trail and the BreadcrumbList); empty uses WordPress's own word, Home, in the page's language.
	 */
	breadcrumb_home_label: string;
	/**
	 * Search engines' site verification codes keyed by engine: the content of each verification meta tag only (a pasted tag keeps its content; letters, digits and - _ = + / . : only).
	 */
	site_verification: {
		/**
		 * The verification code of Google Search Console (meta name google-site-verification), printed on the home page.
		 */
		google: string;
		/**
		 * The verification code of Bing Webmaster Tools (meta name msvalidate.01), printed on the home page.
		 */
		bing: string;
		/**
		 * The verification code of Baidu Webmaster Tools (meta name baidu-site-verification), printed on the home page.
		 */
		baidu: string;
		/**
		 * The verification code of Yandex Webmaster (meta name yandex-verification), printed on the home page.
		 */
		yandex: string;
		/**
		 * The verification code of Pinterest (meta name p:domain_verify), printed on the home page.
		 */
		pinterest: string;
	};
	/**
	 * Search title of the home page.
	 */
	home_page_title: string;
	/**
	 * Search description of the home page.
	 */
	home_page_description: string;
	/**
	 * Robots directives of the home page only.
	 */
	home_page_robots: {
		general: ('noindex' | 'nofollow' | 'noarchive')[];
	};
	/**
	 * Image of the home page for social networks.
	 */
	home_page_featured_image: string;
	/**
	 * Facebook title of the home page; empty uses the home page title.
	 */
	home_page_facebook_title: string;
	/**
	 * Facebook description of the home page; empty uses the home page description.
	 */
	home_page_facebook_description: string;
	/**
	 * Facebook image of the home page.
	 */
	home_page_facebook_image_url: string;
	/**
	 * X title of the home page; empty uses the Facebook title.
	 */
	home_page_twitter_title: string;
	/**
	 * X description of the home page; empty uses the Facebook description.
	 */
	home_page_twitter_description: string;
	/**
	 * X image of the home page.
	 */
	home_page_twitter_image_url: string;
	/**
	 * Author archives are public; off redirects them to the home page and drops them from the sitemaps.
	 */
	author_archive: boolean;
	/**
	 * Date archives are public; off redirects them to the home page and drops them from the sitemaps.
	 */
	date_archive: boolean;
	/**
	 * Category archives without the category base in their address (/news/ instead of /category/news/), as Yoast SEO and Rank Math offer; the old addresses redirect to the new ones.
	 */
	strip_category_base: boolean;
	/**
	 * Where an attachment's page (/my-post/my-image/) answers 301 while WordPress shows attachment pages (option wp_attachment_pages_enabled on, sites installed before WordPress 6.4; without it WordPress itself sends them to the file): off shows the page; parent sends it to its parent post's address, or to the file when it has no parent or its parent is not published and viewable; file sends it to the file's address (wp_get_attachment_url). Yoast SEO, Rank Math, All in One SEO and SEOPress offer the same redirect.
	 */
	attachment_redirect: 'off' | 'parent' | 'file';
	/**
	 * Redirects: when a published post, page or term changes its address (slug, parent), create a 301 redirect from the old address automatically.
	 */
	redirects_auto_create: boolean;
	/**
	 * 404 monitor (Tools > 404 Monitor): record the addresses that answered 404, counted per URL with the referring hosts and when they were last seen (never the visitor's IP or user agent).
	 */
	enable_404_monitor: boolean;
	/**
	 * Post types, taxonomies and archive types (author, date, search) whose pages get noindex.
	 */
	no_index: string[];
	/**
	 * Post type archives whose place in search results differs from their posts' (keyed by post type slug): true leaves the archive out (noindex), false keeps it in. A post type not named here has its archive follow its posts' rule (no_index). Yoast SEO, All in One SEO and SEOPress set archives apart from their posts.
	 */
	post_type_archive_noindex: {
		[k: string]: boolean;
	};
	/**
	 * Archives that list no post are noindex: Yoast SEO does so for authors without posts, The SEO Framework for every archive.
	 */
	noindex_empty_archives: ('author' | 'term' | 'date' | 'post_type_archive')[];
	/**
	 * A page marked noindex keeps the canonical written for it (as The SEO Framework does); off prints no canonical on noindex pages (as Yoast SEO, Rank Math and SEOPress do).
	 */
	noindex_written_canonical: boolean;
	/**
	 * On a multilingual site, the version the x-default alternate names (the page for searchers whose language has no version), in the head and the sitemaps alike: "default" the default language's version; a language's code in the multilingual plugin (its slug) that language's version, the default language's where the page has none in it; "none" no x-default.
	 */
	hreflang_x_default: string;
	/**
	 * Post types, taxonomies and archive types whose pages get nofollow.
	 */
	no_follow: string[];
	/**
	 * Post types, taxonomies and archive types whose pages get noarchive.
	 */
	no_archive: string[];
	/**
	 * Serve XML sitemaps.
	 */
	enable_xml_sitemap: boolean;
	/**
	 * Add image entries to the XML sitemaps.
	 */
	enable_xml_image_sitemap: boolean;
	/**
	 * IndexNow: tell search engines about published, updated, trashed and noindexed URLs (opt-in; nothing is sent while off).
	 */
	enable_indexnow: boolean;
	/**
	 * Serve /llms.txt: the site's most important indexable content as Markdown links for AI crawlers.
	 */
	enable_llms_txt: boolean;
	/**
	 * Ids of the pages /llms.txt lists after the home page.
	 *
	 * @maxItems 50
	 */
	llms_txt_pages: number[];
	/**
	 * The AI crawler policy written into the virtual robots.txt (the crawlers are listed in includes/robots/ai-crawlers.json). policy: none (robots.txt says nothing of its own about AI crawlers), block_training (answer engines and live fetching allowed, model training blocked), allow_all, block_all, or per_bot (each crawler's choice in bots; a crawler not in bots is allowed).
	 */
	ai_crawlers: {
		policy: 'none' | 'block_training' | 'allow_all' | 'block_all' | 'per_bot';
		/**
		 * Per bot: allow or block, keyed by the crawler's robots.txt token.
		 */
		bots: {
			[k: string]: 'allow' | 'block';
		};
	};
	/**
	 * Who the site represents (from the setup wizard); feeds the Organization or Person JSON-LD.
	 */
	website: {
		type: 'personal' | 'business' | 'organization' | 'blog' | 'community' | 'ecommerce';
		name: string;
		owner_name: string;
		organization_type: string;
		owner_phone: string;
		/**
		 * Logo URL.
		 */
		logo: string;
		logo_id: number;
		about_page: number;
		contact_page: number;
	};
	/**
	 * Which structured data nodes the site prints.
	 */
	schema_output: {
		website: boolean;
		search_action: boolean;
		webpage: boolean;
		organization: boolean;
		article: boolean;
		breadcrumbs: boolean;
	};
	/**
	 * Site-wide structured data: schema.org type instances, each printed on the pages its display rules choose (see includes/structured-data/class-display-rules.php). A post's own instance of a type replaces a set of the same type.
	 *
	 * @maxItems 20
	 */
	schema_sets: {
		/**
		 * A short slug, unique among the sets: the node is <page address>#/schema/<id>.
		 */
		id: string;
		/**
		 * The schema.org type, one the catalogue offers.
		 */
		type: string;
		/**
		 * The values set, by property; the others fall back to their defaults.
		 */
		values: {
			[k: string]: unknown;
		};
		/**
		 * Display rules: the set shows on a page one of them matches.
		 *
		 * @maxItems 50
		 */
		include: string[];
		/**
		 * Display rules: the set never shows on a page one of them matches.
		 *
		 * @maxItems 50
		 */
		exclude: string[];
	}[];
	/**
	 * WordPress's Details blocks in a post's content count as its FAQ in the structured data: the summary is the question, the content the answer.
	 */
	schema_details_as_faq: boolean;
	/**
	 * Feature flag: per-post SEO in the editor and page-level checks.
	 */
	enable_page_level_seo: boolean;
	/**
	 * Feature flag: Search Console screens.
	 */
	enable_google_console: boolean;
	/**
	 * Feature flag: structured data output and the Schema screen.
	 */
	enable_schemas: boolean;
	/**
	 * Feature flag: migration from other SEO plugins.
	 */
	enable_migration: boolean;
	/**
	 * Remove every Sightline SEO option and meta value when the plugin is deleted.
	 */
	delete_data_on_uninstall: boolean;
}
