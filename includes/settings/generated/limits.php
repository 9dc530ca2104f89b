<?php
// Generated from includes/settings/limits.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'$comment' => 'Length limits shared by PHP (Sightline\\Settings\\Limits) and TypeScript. Counters and previews use them; they are never enforced on input.',
	'title' => 60,
	'description' => 160,
	'url' => 90,
	'social_title' => 60,
	'social_description' => 117,
);
