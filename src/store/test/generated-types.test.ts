/**
 * The TS types are generated from includes/settings/*.json; this fails when they were not regenerated.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

it( 'generated types match the schema files', () => {
	const root = join( __dirname, '../../..' );
	expect( () =>
		execFileSync(
			process.execPath,
			[ join( root, 'tools/generate-types.mjs' ), '--check' ],
			{ cwd: root, stdio: 'pipe' }
		)
	).not.toThrow();
} );
