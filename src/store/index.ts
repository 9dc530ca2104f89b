/**
 * The `sightline` @wordpress/data store: one store, one slice per domain. Fetching happens only in its
 * resolvers and thunk actions; components read through selectors.
 */
import { combineReducers, createReduxStore, register } from '@wordpress/data';

import * as checksActions from './checks/actions';
import { checksReducer } from './checks/reducer';
import * as checksResolvers from './checks/resolvers';
import * as checksSelectors from './checks/selectors';
import { STORE_NAME } from './constants';
import * as migrationActions from './migration/actions';
import * as onboardingActions from './onboarding/actions';
import * as settingsActions from './settings/actions';
import { settingsReducer } from './settings/reducer';
import * as settingsResolvers from './settings/resolvers';
import * as settingsSelectors from './settings/selectors';
import * as siteActions from './site/actions';
import { siteReducer } from './site/reducer';
import * as siteResolvers from './site/resolvers';
import * as siteSelectors from './site/selectors';

export const reducer = combineReducers( {
	settings: settingsReducer,
	checks: checksReducer,
	site: siteReducer,
} );

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions: { ...settingsActions, ...checksActions, ...migrationActions, ...onboardingActions, ...siteActions },
	selectors: { ...settingsSelectors, ...checksSelectors, ...siteSelectors },
	resolvers: { ...settingsResolvers, ...checksResolvers, ...siteResolvers },
} );

register( store );

export { STORE_NAME, API } from './constants';
export type * from './settings/types';
export type * from './checks/types';
export type * from './site/types';
