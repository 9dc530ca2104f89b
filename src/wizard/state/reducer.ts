import type { WizardAction, WizardState } from './types';

export function wizardReducer(
	state: WizardState,
	action: WizardAction
): WizardState {
	switch ( action.type ) {
		case 'SET_CURRENT_STEP':
			return state.currentStep === action.step
				? state
				: { ...state, currentStep: action.step };
		case 'SET_PAGES':
			return { ...state, pages: action.pages };
		case 'SET_AI_SEARCH_ONLY':
			return { ...state, aiSearchOnly: action.accepted };
		case 'SET_WEBSITE_DETAILS':
			return {
				...state,
				websiteDetails: { ...state.websiteDetails, ...action.details },
			};
		case 'SET_USER_DETAILS':
			return {
				...state,
				userDetails: { ...state.userDetails, ...action.details },
			};
		case 'SET_SOCIAL_PROFILE':
			return {
				...state,
				socialProfilesURLs: {
					...state.socialProfilesURLs,
					[ action.id ]: action.url,
				},
			};
		case 'ADD_PROFILE':
			return state.addedProfiles.includes( action.id )
				? state
				: {
						...state,
						addedProfiles: [ ...state.addedProfiles, action.id ],
					};
		case 'MIGRATION_DONE': {
			// Only values the migration really found replace what the admin already has.
			const found = Object.fromEntries(
				Object.entries( action.socialProfiles ?? {} ).filter(
					( [ , url ] ) =>
						typeof url === 'string' && url.trim() !== ''
				)
			);
			const details = Object.fromEntries(
				Object.entries( action.websiteDetails ?? {} ).filter(
					( [ , value ] ) =>
						value !== '' &&
						value !== 0 &&
						value !== null &&
						value !== undefined
				)
			);
			return {
				...state,
				isMigrationDone: true,
				socialProfilesURLs: { ...state.socialProfilesURLs, ...found },
				websiteDetails: { ...state.websiteDetails, ...details },
			};
		}
		default:
			return state;
	}
}
