<?php
// Generated from block.json by tools/generate-types.mjs. Do not edit: run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'name' => 'sightline/breadcrumbs',
	'version' => '0.1.0',
	'api_version' => 3,
	'attributes' => array(
		'separator' => array(
			'type' => 'string',
			'default' => '/',
		),
	),
	'supports' => array(
		'html' => false,
		'align' => array(
			'wide',
			'full',
		),
		'spacing' => array(
			'margin' => true,
			'padding' => true,
		),
		'typography' => array(
			'fontSize' => true,
			'lineHeight' => true,
		),
		'color' => array(
			'text' => true,
			'background' => true,
			'link' => true,
		),
	),
	'uses_context' => array(
		'postId',
		'postType',
	),
	'style' => 'file:./build/style-breadcrumbs-block.css',
);
