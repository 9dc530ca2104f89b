import { render, screen } from '@testing-library/react';

import { MigrationSummary } from '../components';
import { initialProgress } from '../engine';
import { migrationSteps } from '../use-migration';
import type { ItemGroup, MigrationProgress } from '../types';

const group = ( completed: number[], remaining: number[] ): ItemGroup => ( {
	title: 'Redirects',
	total: completed.length + remaining.length,
	completed,
	remaining,
} );

function finished( report: MigrationProgress[ 'report' ] ): MigrationProgress {
	return {
		...initialProgress( 'redirection' ),
		isDone: true,
		setupDone: true,
		migrated_items: 4,
		total_items: 4,
		imported: [ 'Redirects' ],
		report,
	};
}

describe( 'redirects in the migration summary', () => {
	it( 'lists what was skipped, converted and refused under one Redirects heading', () => {
		render(
			<MigrationSummary
				sourceName="Redirection"
				state={ finished( [
					{
						item: 'redirects',
						field: '/members → /in',
						value: "the condition on the visitor's login status",
						reason: 'unsupported',
					},
					{
						item: 'redirects',
						field: '(?i)^/news/(\\d+)$ → /articles/$1',
						value: 'the 308 permanent redirect became a 301, which means the same for the page requests Sightline SEO redirects (GET and HEAD).',
						reason: 'kept_difference',
					},
					{
						item: 'redirects',
						field: '/chain-a → /old-r',
						value: 'Redirect chain: the target of redirect #10 (/chain-a → /old-r) is redirected again by rule #1 (/old-r → /new-r). Point it to the final address instead.',
						reason: 'refused',
					},
				] ) }
			/>
		);
		expect(
			screen.getByText( 'Settings that may not be migrated completely' )
		).toBeTruthy();
		expect(
			screen.getByText( 'Redirects', { selector: 'strong' } )
		).toBeTruthy();
		expect(
			screen.getByText( 'Redirects', { selector: 'li' } )
		).toBeTruthy();
		expect(
			screen.getByText(
				"/members → /in: the condition on the visitor's login status is not supported by Sightline SEO and was left out."
			)
		).toBeTruthy();
		expect(
			screen.getByText(
				/^\(\?i\)\^\/news.*the 308 permanent redirect became a 301/
			)
		).toBeTruthy();
		expect(
			screen.getByText(
				/^\/chain-a → \/old-r was not migrated: Redirect chain:/
			)
		).toBeTruthy();
	} );
} );

describe( 'migrationSteps', () => {
	it( 'adds a Redirects step only for a source that keeps redirects', () => {
		const base = {
			...initialProgress( 'wordpress-seo' ),
			setupDone: true,
		};
		expect( migrationSteps( base ).map( ( step ) => step.id ) ).toEqual( [
			'preparing',
			'global',
			'terms',
			'posts',
		] );

		const running: MigrationProgress = {
			...base,
			currentStatus: 'migrating_redirects',
			migrationData: {
				...base.migrationData,
				global_settings_migrated: true,
				redirects: { redirects: group( [ 1 ], [ 2 ] ) },
			},
		};
		const steps = migrationSteps( running );
		expect( steps.map( ( step ) => [ step.id, step.status ] ) ).toEqual( [
			[ 'preparing', 'completed' ],
			[ 'global', 'completed' ],
			[ 'terms', 'completed' ],
			[ 'posts', 'completed' ],
			[ 'redirects', 'in_progress' ],
		] );
	} );
} );
