<?php
// Generated from includes/settings/variables.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$comment' => 'The template variable catalogue: PHP resolves these tokens (Sightline\\Head\\Variables) and the settings app offers them as @ suggestions. Add a token here and in the PHP resolver; TS reads this file.',
	'variables' => array(
		array(
			'token' => 'title',
			'label' => 'Title',
			'description' => 'Title of the post, page or term being shown.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'excerpt',
			'label' => 'Excerpt',
			'description' => 'The excerpt, or a clean excerpt of the content cut at a word boundary.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'content',
			'label' => 'Content',
			'description' => 'The beginning of the content, without markup or shortcodes.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'site_name',
			'label' => 'Site Name',
			'description' => 'The site title from Settings > General.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'tagline',
			'label' => 'Tagline',
			'description' => 'The site tagline from Settings > General.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'separator',
			'label' => 'Separator',
			'description' => 'The title separator chosen in Meta Templates.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'page',
			'label' => 'Page Number',
			'description' => '\'Page N of M\' on paginated content and archives; empty on the first page.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'paged',
			'label' => 'Page Number (Short)',
			'description' => '\'Page N\' on the second and later pages of archives and paginated content; empty on the first page.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'term_title',
			'label' => 'Term Title',
			'description' => 'Name of the category, tag or term being shown.',
			'contexts' => array(
				'term',
			),
		),
		array(
			'token' => 'term_description',
			'label' => 'Term Description',
			'description' => 'Description of the term being shown.',
			'contexts' => array(
				'term',
			),
		),
		array(
			'token' => 'author_name',
			'label' => 'Author Name',
			'description' => 'Display name of the post author or of the author archive.',
			'contexts' => array(
				'post',
				'author',
			),
		),
		array(
			'token' => 'author_description',
			'label' => 'Author Description',
			'description' => 'Biographical info of the author.',
			'contexts' => array(
				'post',
				'author',
			),
		),
		array(
			'token' => 'published',
			'label' => 'Published Date',
			'description' => 'Publication date of the post, in the site\'s date format.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'modified',
			'label' => 'Modified Date',
			'description' => 'Last modified date of the post, in the site\'s date format.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'archive_date',
			'label' => 'Archive Date',
			'description' => 'The date of a date archive (day, month or year).',
			'contexts' => array(
				'date',
			),
		),
		array(
			'token' => 'search_query',
			'label' => 'Search Query',
			'description' => 'The text searched for on search results pages.',
			'contexts' => array(
				'search',
			),
		),
		array(
			'token' => 'currentyear',
			'label' => 'Current Year',
			'description' => 'The current year.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'currentmonth',
			'label' => 'Current Month',
			'description' => 'The current month name.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'currentday',
			'label' => 'Current Day',
			'description' => 'The current day of the month.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'currentdate',
			'label' => 'Current Date',
			'description' => 'Today\'s date in the site\'s date format.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'post_type_singular',
			'label' => 'Post Type (Singular)',
			'description' => 'Singular name of the post type, e.g. Post.',
			'contexts' => array(
				'post',
				'post_type_archive',
			),
		),
		array(
			'token' => 'post_type_plural',
			'label' => 'Post Type (Plural)',
			'description' => 'Plural name of the post type, e.g. Posts.',
			'contexts' => array(
				'post',
				'post_type_archive',
			),
		),
		array(
			'token' => 'category',
			'label' => 'Primary Category',
			'description' => 'The primary category of the post: the one chosen in the editor, else its first.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'first_category',
			'label' => 'First Category',
			'description' => 'The first category of the post by name, whichever was chosen as primary.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'primary_category',
			'label' => 'Chosen Primary Category',
			'description' => 'The category chosen as primary in the editor; empty when none was chosen.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'tag',
			'label' => 'Tags',
			'description' => 'The tags of the post, comma separated.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'id',
			'label' => 'ID',
			'description' => 'Numeric id of the post or term.',
			'contexts' => array(
				'post',
				'term',
			),
		),
		array(
			'token' => 'focus_keyword',
			'label' => 'Focus Keyword',
			'description' => 'The focus keyword set for the post or term.',
			'contexts' => array(
				'post',
				'term',
			),
		),
		array(
			'token' => 'site_url',
			'label' => 'Site URL',
			'description' => 'The address of the site.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'categories',
			'label' => 'Categories',
			'description' => 'The categories of the post, comma separated (on a category archive, its name).',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'excerpt_only',
			'label' => 'Excerpt Only',
			'description' => 'The excerpt written for the post; empty when it has none (nothing taken from the content).',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'parent_title',
			'label' => 'Parent Title',
			'description' => 'Title of the parent page of a hierarchical post, or name of the parent term.',
			'contexts' => array(
				'post',
				'term',
			),
		),
		array(
			'token' => 'term_hierarchy',
			'label' => 'Term Hierarchy',
			'description' => 'The term\'s parents and the term itself, from the top, joined by the title separator (terms of hierarchical taxonomies such as categories).',
			'contexts' => array(
				'term',
			),
		),
		array(
			'token' => 'archive_title',
			'label' => 'Archive Title',
			'description' => 'Name of the archive being shown: the term, the author, the date or the post type.',
			'contexts' => array(
				'term',
				'author',
				'date',
				'post_type_archive',
			),
		),
		array(
			'token' => 'archive_label',
			'label' => 'Archive Title With Type',
			'description' => 'The archive\'s name with its kind, as WordPress writes it: Category: News, Author: Jane, Month: March 2026.',
			'contexts' => array(
				'term',
				'author',
				'date',
				'post_type_archive',
			),
		),
		array(
			'token' => 'permalink',
			'label' => 'Permalink',
			'description' => 'The address of the page being shown.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'author_first_name',
			'label' => 'Author First Name',
			'description' => 'First name of the post author or of the author archive.',
			'contexts' => array(
				'post',
				'author',
			),
		),
		array(
			'token' => 'author_last_name',
			'label' => 'Author Last Name',
			'description' => 'Last name of the post author or of the author archive.',
			'contexts' => array(
				'post',
				'author',
			),
		),
		array(
			'token' => 'pagenumber',
			'label' => 'Current Page Number',
			'description' => 'The number of the page being shown (1 on the first page).',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'pagenumber_paged',
			'label' => 'Page Number (Later Pages)',
			'description' => 'The number of the page being shown on the second and later pages; empty on the first page.',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'pagetotal',
			'label' => 'Total Pages',
			'description' => 'How many pages the content or archive being shown has (1 when it is not split).',
			'contexts' => array(
				'all',
			),
		),
		array(
			'token' => 'post_day',
			'label' => 'Published Day',
			'description' => 'Day of the month the post was published.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'post_month',
			'label' => 'Published Month',
			'description' => 'Name of the month the post was published.',
			'contexts' => array(
				'post',
			),
		),
		array(
			'token' => 'post_year',
			'label' => 'Published Year',
			'description' => 'Year the post was published.',
			'contexts' => array(
				'post',
			),
		),
	),
);
