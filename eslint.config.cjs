/**
 * ESLint for src/ (npm run lint:js): the @wordpress/scripts defaults, plus what TypeScript changes.
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	...defaultConfig,
	{
		// Written by tools/generate-types.mjs from includes/settings/*.json (npm run types:check fails on any edit).
		ignores: [ 'src/store/generated/**', 'src/contracts/generated/**' ],
	},
	{
		files: [ '**/*.{ts,tsx}' ],
		rules: {
			// TypeScript signatures carry each parameter's name and type; tsc checks them, a JSDoc @param would restate them.
			'jsdoc/require-param': 'off',
		},
	},
];
