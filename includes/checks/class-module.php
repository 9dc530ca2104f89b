<?php
/**
 * The checks' wiring: the site checks (kept fresh where settings are written: wp-admin, REST, WP-CLI), the page checks, the focus keyphrase index and the scores (both kept on save; the scores of older posts filled in by a background job and `wp sightline scores backfill`), the scores' Posts list column and counts route, the link terms index (kept on save, filled for older posts by a background job) and its suggestions, their REST routes, abilities and the analyse command.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Container;
use Sightline\Head\Head_Output;
use Sightline\Module_Interface;
use Sightline\Multilingual\Content_Language;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Site_Checks::class                         => array( Settings::class ),
			Site_Checks_Controller::class              => array( Site_Checks::class ),
			Page\Page_Checks::class                    => array( Head_Output::class ),
			Analyse_Site_Ability::class                => array( Site_Checks::class ),
			Post_Analysis::class                       => array( Page\Page_Checks::class, Content_Language::class, Keyphrase\Keyphrase_Index::class ),
			Analyse_Post_Ability::class                => array( Post_Analysis::class ),
			Analyse_Command::class                     => array( Post_Analysis::class, Score\Score_Store::class ),
			Score\Score_Counts::class                  => array(),
			Score\Score_Store::class                   => array( Post_Analysis::class, Score\Score_Counts::class ),
			Score\Score_Counts_Controller::class       => array( Score\Score_Counts::class ),
			Score\Score_Counts_Job::class              => array( Score\Score_Counts::class ),
			Score\Score_Backfill_Controller::class     => array(),
			Score\Score_Backfill_Job::class            => static fn( Container $c ) => new Score\Score_Backfill_Job( static fn() => $c->get( Score\Score_Store::class ) ),
			Score\Posts_List_Column::class             => array(),
			Score\Scores_Command::class                => array( Score\Score_Backfill_Job::class ),
			Keyphrase\Keyphrase_Index::class           => array( Languages_Interface::class ),
			Keyphrase\Keyphrase_Uses_Controller::class => array( Keyphrase\Keyphrase_Index::class ),
			Links\Link_Index::class                    => array( Content_Language::class ),
			Links\Link_Index_Job::class                => static fn( Container $c ) => new Links\Link_Index_Job( static fn() => $c->get( Links\Link_Index::class ) ),
			Links\Link_Suggestions::class              => array( Links\Link_Index::class, Languages_Interface::class ),
			Links\Link_Suggestions_Controller::class   => array( Links\Link_Suggestions::class, Content_Language::class ),
			Links\Link_Index_Controller::class         => array(),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::WRITES    => array( Keyphrase\Keyphrase_Index::class, Score\Score_Store::class, Score\Score_Backfill_Job::class, Score\Score_Counts_Job::class, Links\Link_Index::class, Links\Link_Index_Job::class ),
			self::ADMIN     => array( Site_Checks::class, Score\Posts_List_Column::class ),
			self::REST      => array( Site_Checks::class, Site_Checks_Controller::class, Keyphrase\Keyphrase_Uses_Controller::class, Score\Score_Counts_Controller::class, Score\Score_Backfill_Controller::class, Links\Link_Suggestions_Controller::class, Links\Link_Index_Controller::class ),
			self::CLI       => array( Site_Checks::class ),
			self::ABILITIES => array( Analyse_Site_Ability::class, Analyse_Post_Ability::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		// The jobs' hooks by name (Links\Link_Index_Job::HOOK, Score\Score_Backfill_Job::HOOK, Score\Score_Counts_Job::HOOK): reading the constants would load the classes on every page view.
		return array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta', 'deleted_post', 'sightline_activated', 'sightline_deactivated', 'wp_after_insert_post', 'sightline_bulk_write_start', 'sightline_bulk_write_end', 'sightline_links_index_batch', 'sightline_scores_backfill_batch', 'sightline_scores_count', 'sightline_migration_completed' );
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array(
			'sightline analyse' => Analyse_Command::class,
			'sightline scores'  => Score\Scores_Command::class,
		);
	}
}
