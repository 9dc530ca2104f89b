/**
 * The settings app: navigation from the route table, the screen of the current hash route, notices and
 * the unsaved-changes guard. Feature flags are settings, so switching one off hides its areas.
 */
import { Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Router, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';

import { store } from '../store';
import { pageData } from '../utils/page-data';
import { EditingLanguage } from './components/editing-language';
import { NavigationMenu } from './components/navigation-menu';
import { NotFound } from './components/not-found';
import { Notices } from './components/notices';
import { useUnsavedGuard } from './components/use-unsaved-guard';
import {
	findRoute,
	navigation,
	visibleNavigation,
	type FeatureFlags,
} from './routes';

function useFeatureFlags(): FeatureFlags | null {
	const settings = useSelect(
		( select ) => select( store ).getSettings(),
		[]
	);
	return useMemo(
		() =>
			settings && {
				enable_page_level_seo: settings.enable_page_level_seo,
				enable_google_console: settings.enable_google_console,
				enable_schemas: settings.enable_schemas,
				enable_migration: settings.enable_migration,
			},
		[ settings ]
	);
}

function Screens() {
	const flags = useFeatureFlags();
	const [ location, navigate ] = useLocation();
	const sections = useMemo(
		() => ( flags ? visibleNavigation( navigation(), flags ) : [] ),
		[ flags ]
	);
	useUnsavedGuard();

	useEffect( () => {
		if ( location === '/' || location === '' ) {
			navigate( pageData().initialRoute, { replace: true } );
		}
	}, [ location, navigate ] );

	if ( ! flags ) {
		return (
			<div className="sightline-app__loading">
				<Spinner />
				<span className="screen-reader-text">
					{ __( 'Loading settings…', 'sightline-seo' ) }
				</span>
			</div>
		);
	}
	const route = findRoute( sections, location );
	const Screen = route?.screen;
	return (
		<div className="sightline-app">
			<NavigationMenu sections={ sections } location={ location } />
			<main className="sightline-app__main">
				<EditingLanguage language={ pageData().editingLanguage } />
				{ Screen ? (
					<Screen path={ location } />
				) : (
					location !== '/' && <NotFound path={ location } />
				) }
			</main>
			<Notices />
		</div>
	);
}

export function App() {
	return (
		<Router hook={ useHashLocation }>
			<Screens />
		</Router>
	);
}
