<?php
/**
 * The AI-written titles, descriptions and image alt texts' wiring: the generator and its providers, the
 * background jobs that write them in bulk for review, the REST routes and the abilities.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Container;
use Sightline\Module_Interface;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Content_Generator::class               => static fn() => new Content_Generator( new Ai_Config() ),
			Ai_Controller::class                   => array( Content_Generator::class ),
			Generate_Content_Controller::class     => array( Content_Generator::class ),
			Generate_Seo_Text_Ability::class       => array( Content_Generator::class ),
			Jobs::class                            => array(),
			Job_Runner::class                      => array( Jobs::class ),
			Seo_Suggester::class                   => array( Content_Generator::class ),
			Bulk_Candidates::class                 => array(),
			Bulk_Generate_Seo_Text_Ability::class  => array( Jobs::class, Job_Runner::class, Seo_Suggester::class ),
			Bulk_Candidates_Controller::class      => array( Bulk_Candidates::class ),
			Alt_Text_Suggester::class              => static fn() => new Alt_Text_Suggester( new Ai_Config() ),
			Image_Candidates::class                => array(),
			Image_Alt_Count::class                 => array(),
			Image_Candidates_Controller::class     => array( Image_Candidates::class, Alt_Text_Suggester::class ),
			List_Images_Without_Alt_Ability::class => array( Image_Candidates::class, Alt_Text_Suggester::class ),
			Bulk_Generate_Alt_Text_Ability::class  => array( Jobs::class, Job_Runner::class, Alt_Text_Suggester::class ),
			Ai_Jobs_Controller::class              => static fn( Container $c ) => new Ai_Jobs_Controller( $c->get( Jobs::class ), $c->get( Job_Runner::class ), array( $c->get( Seo_Suggester::class ), $c->get( Alt_Text_Suggester::class ) ) ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			// Image_Alt_Count's listeners (a change that moves the count of images without alt text drops
			// the kept one) on the requests where images and their alt text are edited; not as write
			// listeners, which a page view would load.
			self::ADMIN     => array( Image_Alt_Count::class ),
			self::REST      => array( Ai_Controller::class, Generate_Content_Controller::class, Ai_Jobs_Controller::class, Bulk_Candidates_Controller::class, Image_Candidates_Controller::class, Image_Alt_Count::class ),
			self::CLI       => array( Image_Alt_Count::class ),
			self::ABILITIES => array( Generate_Seo_Text_Ability::class, Bulk_Generate_Seo_Text_Ability::class, List_Images_Without_Alt_Ability::class, Bulk_Generate_Alt_Text_Ability::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array();
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array();
	}
}
