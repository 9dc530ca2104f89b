/**
 * The wizard state in sessionStorage under `sightline_onboarding_state`: saved on every
 * change, restored on reload within the session, erased at the finish step or on exit. A saved record is
 * merged over the fresh initial state key by key, so a record from an older build cannot break the wizard.
 */
import type { WizardState } from './types';

export const STATE_KEY = 'sightline_onboarding_state';

function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		// Sandboxed frames and some privacy modes refuse access; the wizard then simply does not persist.
		return null;
	}
}

function isObject( value: unknown ): value is Record< string, unknown > {
	return !! value && typeof value === 'object' && ! Array.isArray( value );
}

export function loadState( initial: WizardState ): WizardState {
	const raw = storage()?.getItem( STATE_KEY );
	if ( ! raw ) {
		return initial;
	}
	let saved: unknown;
	try {
		saved = JSON.parse( raw );
	} catch {
		return initial;
	}
	if ( ! isObject( saved ) ) {
		return initial;
	}
	return {
		currentStep:
			typeof saved.currentStep === 'string'
				? saved.currentStep
				: initial.currentStep,
		pages: Array.isArray( saved.pages )
			? ( saved.pages as WizardState[ 'pages' ] )
			: initial.pages,
		websiteDetails: {
			...initial.websiteDetails,
			...( isObject( saved.websiteDetails ) ? saved.websiteDetails : {} ),
		},
		userDetails: {
			...initial.userDetails,
			...( isObject( saved.userDetails ) ? saved.userDetails : {} ),
		},
		socialProfilesURLs: {
			...initial.socialProfilesURLs,
			...( isObject( saved.socialProfilesURLs )
				? ( saved.socialProfilesURLs as Record< string, string > )
				: {} ),
		},
		addedProfiles: Array.isArray( saved.addedProfiles )
			? saved.addedProfiles.filter(
					( id ): id is string => typeof id === 'string'
				)
			: initial.addedProfiles,
		isMigrationDone:
			typeof saved.isMigrationDone === 'boolean'
				? saved.isMigrationDone
				: initial.isMigrationDone,
		aiSearchOnly:
			typeof saved.aiSearchOnly === 'boolean'
				? saved.aiSearchOnly
				: initial.aiSearchOnly,
	};
}

export function saveState( state: WizardState ): void {
	try {
		storage()?.setItem( STATE_KEY, JSON.stringify( state ) );
	} catch {
		// A full quota only costs the restore-on-reload; the wizard keeps working.
	}
}

export function clearState(): void {
	storage()?.removeItem( STATE_KEY );
}
