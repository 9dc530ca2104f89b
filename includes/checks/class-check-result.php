<?php
/**
 * One check's outcome: id, status, message, description (how to fix),
 * category, ignore flag, and the screen that fixes it.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

defined( 'ABSPATH' ) || exit;

final class Check_Result {

	public const ERROR      = 'error';
	public const WARNING    = 'warning';
	public const SUGGESTION = 'suggestion';
	public const SUCCESS    = 'success';

	/** Every status, worst first. */
	public const STATUSES = array( self::ERROR, self::WARNING, self::SUGGESTION, self::SUCCESS );

	/**
	 * @param array{url:string,label:string}|null $link
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $status,
		public readonly string $message,
		public readonly string $description = '',
		public readonly string $category = '',
		public readonly ?array $link = null
	) {
		if ( ! in_array( $status, self::STATUSES, true ) ) {
			throw new \InvalidArgumentException( sprintf( 'Unknown check status "%s".', $status ) );
		}
	}

	/**
	 * The REST/JSON shape.
	 *
	 * @return array{id:string,status:string,message:string,description:string,category:string,ignore:bool,link:array{url:string,label:string}|null}
	 */
	public function to_array( bool $ignored = false ): array {
		return array(
			'id'          => $this->id,
			'status'      => $this->status,
			'message'     => $this->message,
			'description' => $this->description,
			'category'    => $this->category,
			'ignore'      => $ignored,
			'link'        => $this->link,
		);
	}
}
