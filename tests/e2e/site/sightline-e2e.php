<?php
/**
 * Plugin Name: Sightline e2e site
 * Description: Copied into the site's mu-plugins by tools/run-e2e.sh. The AI rate limit keeps its count (10 suggestions) over ten seconds instead of a minute, so a test that runs into it waits seconds, not minutes, and still sees the screen wait and go on.
 *
 * @package Sightline
 */

add_filter(
	'sightline_ai_rate_limit',
	static fn( array $limit ): array => array(
		'requests' => (int) ( $limit['requests'] ?? 10 ),
		'seconds'  => 10,
	)
);
