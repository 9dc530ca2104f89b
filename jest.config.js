/**
 * @wordpress/scripts' Jest preset, plus transforming the few ESM-only dependencies (uuid, wouter).
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaults,
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/build/',
		'<rootDir>/tests/',
		'<rootDir>/vendor/',
	],
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|wouter|regexparam|mitt)/)',
	],
};
