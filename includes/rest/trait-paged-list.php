<?php
/**
 * What the paged list routes (redirects, 404 monitor) share: their arguments (search, page, per_page,
 * orderby, order) and their answer ({items, total, pages}).
 *
 * @package Sightline
 */

namespace Sightline\Rest;

use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

trait Paged_List_Trait {

	/**
	 * The list arguments. Descriptions are passed in so that each route names its own rows (and the
	 * strings stay literal for translation).
	 *
	 * @param array{search: string, page: string, per_page: string, orderby: string} $descriptions
	 * @param list<string>                                                           $columns Allowed orderby values.
	 * @return array<string, mixed>
	 */
	protected function paged_list_params( array $descriptions, array $columns, string $default_orderby ): array {
		return array(
			'search'   => array(
				'description' => $descriptions['search'],
				'type'        => 'string',
				'default'     => '',
				'maxLength'   => 200,
			),
			'page'     => array(
				'description' => $descriptions['page'],
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
				// Past this the offset of the page would not fit in an integer.
				'maximum'     => 1000000,
			),
			'per_page' => array(
				'description' => $descriptions['per_page'],
				'type'        => 'integer',
				'default'     => 20,
				'minimum'     => 1,
				'maximum'     => 100,
			),
			'orderby'  => array(
				'description' => $descriptions['orderby'],
				'type'        => 'string',
				'default'     => $default_orderby,
				'enum'        => $columns,
			),
			'order'    => array(
				'description' => __( 'Sort order.', 'sightline-seo' ),
				'type'        => 'string',
				'default'     => 'desc',
				'enum'        => array( 'asc', 'desc' ),
			),
		);
	}

	/**
	 * @param list<array<string, mixed>> $items One page of rows.
	 * @return WP_REST_Response
	 */
	protected function paged_answer( array $items, int $total, int $per_page ) {
		return rest_ensure_response(
			array(
				'items' => $items,
				'total' => $total,
				'pages' => (int) ceil( $total / $per_page ),
			)
		);
	}

	/**
	 * The `ids` argument of a bulk route: 1 to 1000 positive integers.
	 *
	 * @return array<string, mixed>
	 */
	protected function ids_arg( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'minItems'    => 1,
			'maxItems'    => 1000,
			'required'    => true,
		);
	}
}
