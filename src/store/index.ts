/**
 * The `sightline` @wordpress/data store: one store, one slice per domain. Fetching happens only in its
 * resolvers and thunk actions; components read through selectors.
 */
import { combineReducers, createReduxStore, register } from '@wordpress/data';

import * as aiActions from './ai/actions';
import { aiReducer } from './ai/reducer';
import * as aiResolvers from './ai/resolvers';
import * as aiSelectors from './ai/selectors';
import * as aiJobsActions from './ai-jobs/actions';
import * as checksActions from './checks/actions';
import { checksReducer } from './checks/reducer';
import * as checksResolvers from './checks/resolvers';
import * as checksSelectors from './checks/selectors';
import { STORE_NAME } from './constants';
import * as searchConsoleActions from './search-console/actions';
import { searchConsoleReducer } from './search-console/reducer';
import * as searchConsoleResolvers from './search-console/resolvers';
import * as searchConsoleSelectors from './search-console/selectors';
import * as migrationActions from './migration/actions';
import * as mediaActions from './media/actions';
import * as onboardingActions from './onboarding/actions';
import * as redirectsActions from './redirects/actions';
import { redirectsReducer } from './redirects/reducer';
import * as redirectsResolvers from './redirects/resolvers';
import * as redirectsSelectors from './redirects/selectors';
import * as notFoundActions from './not-found/actions';
import { notFoundReducer } from './not-found/reducer';
import * as notFoundResolvers from './not-found/resolvers';
import * as notFoundSelectors from './not-found/selectors';
import * as robotsActions from './robots/actions';
import { robotsReducer } from './robots/reducer';
import * as robotsResolvers from './robots/resolvers';
import * as robotsSelectors from './robots/selectors';
import * as sitemapsActions from './sitemaps/actions';
import { sitemapsReducer } from './sitemaps/reducer';
import * as sitemapsSelectors from './sitemaps/selectors';
import * as settingsActions from './settings/actions';
import { settingsReducer } from './settings/reducer';
import * as settingsResolvers from './settings/resolvers';
import * as settingsSelectors from './settings/selectors';
import * as siteActions from './site/actions';
import { siteReducer } from './site/reducer';
import * as siteResolvers from './site/resolvers';
import * as siteSelectors from './site/selectors';
import * as indexnowActions from './indexnow/actions';
import { indexnowReducer } from './indexnow/reducer';
import * as indexnowSelectors from './indexnow/selectors';
import * as llmsActions from './llms/actions';
import * as structuredDataActions from './structured-data/actions';
import { ownStructuredDataReducer } from './structured-data/reducer';
import * as structuredDataSelectors from './structured-data/selectors';
import { keyphraseReducer } from './keyphrase/reducer';
import * as keyphraseResolvers from './keyphrase/resolvers';
import * as keyphraseSelectors from './keyphrase/selectors';
import * as scoresActions from './scores/actions';
import { scoresReducer } from './scores/reducer';
import * as scoresResolvers from './scores/resolvers';
import * as scoresSelectors from './scores/selectors';
import { linksReducer } from './links/reducer';
import * as linksResolvers from './links/resolvers';
import * as linksSelectors from './links/selectors';
import { objectsReducer } from './objects/reducer';
import * as objectsResolvers from './objects/resolvers';
import * as objectsSelectors from './objects/selectors';

export const reducer = combineReducers( {
	settings: settingsReducer,
	ai: aiReducer,
	robots: robotsReducer,
	sitemaps: sitemapsReducer,
	checks: checksReducer,
	searchConsole: searchConsoleReducer,
	site: siteReducer,
	indexnow: indexnowReducer,
	redirects: redirectsReducer,
	notFound: notFoundReducer,
	objects: objectsReducer,
	ownStructuredData: ownStructuredDataReducer,
	keyphrase: keyphraseReducer,
	scores: scoresReducer,
	links: linksReducer,
} );

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions: {
		...aiActions,
		...aiJobsActions,
		...settingsActions,
		...checksActions,
		...searchConsoleActions,
		...migrationActions,
		...onboardingActions,
		...mediaActions,
		...siteActions,
		...robotsActions,
		...sitemapsActions,
		...indexnowActions,
		...llmsActions,
		...structuredDataActions,
		...redirectsActions,
		...notFoundActions,
		...scoresActions,
	},
	selectors: {
		...aiSelectors,
		...settingsSelectors,
		...checksSelectors,
		...searchConsoleSelectors,
		...siteSelectors,
		...robotsSelectors,
		...sitemapsSelectors,
		...indexnowSelectors,
		...redirectsSelectors,
		...notFoundSelectors,
		...objectsSelectors,
		...structuredDataSelectors,
		...keyphraseSelectors,
		...scoresSelectors,
		...linksSelectors,
	},
	resolvers: {
		...aiResolvers,
		...settingsResolvers,
		...checksResolvers,
		...searchConsoleResolvers,
		...siteResolvers,
		...robotsResolvers,
		...redirectsResolvers,
		...notFoundResolvers,
		...objectsResolvers,
		...keyphraseResolvers,
		...scoresResolvers,
		...linksResolvers,
	},
} );

register( store );

export { STORE_NAME, API } from './constants';
export type * from './settings/types';
export type * from './ai/types';
export type * from './robots/types';
export type * from './sitemaps/types';
export type * from './checks/types';
export type * from './search-console/types';
export type * from './site/types';
export type * from './indexnow/types';
export type * from './redirects/types';
export type * from './not-found/types';
export type * from './objects/types';
export type * from './structured-data/types';
export type { KeyphraseUses } from './keyphrase/types';
export type { ScoreCounts, ScoreKind } from './scores/types';
export type { LinkSuggestions } from './links/types';
export type { FoundMedia } from './media/lookup';
