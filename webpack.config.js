/**
 * @wordpress/scripts' webpack config with our entry points. WordPress packages stay external (they are
 * provided by WordPress and listed in each build/<entry>.asset.php).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const entry = {
	admin: './src/admin/index.tsx',
	wizard: './src/wizard/index.tsx',
	editor: './src/editor/index.tsx',
	'term-editor': './src/editor/term/index.tsx',
	'profile-editor': './src/editor/profile/index.tsx',
	'breadcrumbs-block': './src/blocks/breadcrumbs/index.tsx',
	'faq-block': './src/blocks/faq/index.tsx',
	'how-to-block': './src/blocks/how-to/index.tsx',
	// A Web Worker, not a script of a page: the editor starts it from its address in page data.
	'readability-worker': './src/editor/readability/worker.ts',
	'keyphrase-worker': './src/editor/keyphrase/worker.ts',
	'page-content-worker': './src/editor/page-content/worker.ts',
};

const withEntries = ( config ) => ( { ...config, entry } );

module.exports = Array.isArray( defaultConfig )
	? [ withEntries( defaultConfig[ 0 ] ), ...defaultConfig.slice( 1 ) ]
	: withEntries( defaultConfig );
