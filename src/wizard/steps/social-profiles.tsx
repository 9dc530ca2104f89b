/**
 * Route /social-profiles: one URL input per shown profile. Core profiles always
 * show; extras show when they hold a value or were added from 'Add another profile'.
 */
import {
	Button,
	Dropdown,
	MenuGroup,
	MenuItem,
	TextControl,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Icon, plus } from '@wordpress/icons';

import {
	FALLBACK_PROFILE_ICON,
	socialProfiles,
	visibleProfiles,
} from '../../components/social-profiles';
import { StepNavigation } from '../components/step-navigation';
import { useWizardNavigation } from '../navigation';
import { useWizard } from '../state/context';

export default function SocialProfiles() {
	const { state, dispatch } = useWizard();
	const { next, back } = useWizardNavigation();
	const shown = visibleProfiles(
		state.socialProfilesURLs,
		state.addedProfiles
	);
	const hidden = socialProfiles().filter(
		( profile ) => ! shown.some( ( item ) => item.id === profile.id )
	);
	const [ focusId, setFocusId ] = useState< string | null >( null );
	const container = useRef< HTMLDivElement >( null );

	// A profile added from the menu takes focus once its input exists.
	useEffect( () => {
		if ( focusId ) {
			container.current
				?.querySelector< HTMLInputElement >(
					`[data-profile="${ focusId }"] input`
				)
				?.focus();
			setFocusId( null );
		}
	}, [ focusId ] );

	return (
		<div className="sightline-wizard__social" ref={ container }>
			<h1>{ __( 'Social Profiles', 'sightline-seo' ) }</h1>
			<p>
				{ __(
					"Link your site's social profiles. Search engines use them to connect your site with them.",
					'sightline-seo'
				) }
			</p>
			<div className="sightline-wizard__profiles">
				{ shown.map( ( profile ) => (
					<div
						key={ profile.id }
						className="sightline-wizard__profile"
						data-profile={ profile.id }
					>
						<span className="sightline-wizard__profile-icon">
							<Icon
								icon={ profile.icon ?? FALLBACK_PROFILE_ICON }
								size={ 24 }
							/>
						</span>
						<TextControl
							label={ profile.label }
							type="url"
							placeholder={ profile.placeholder }
							value={
								state.socialProfilesURLs[ profile.id ] ?? ''
							}
							onChange={ ( url ) =>
								dispatch( {
									type: 'SET_SOCIAL_PROFILE',
									id: profile.id,
									url,
								} )
							}
							__nextHasNoMarginBottom
						/>
					</div>
				) ) }
			</div>
			{ hidden.length > 0 && (
				<Dropdown
					className="sightline-wizard__add-profile"
					popoverProps={ { placement: 'bottom-start' } }
					renderToggle={ ( { isOpen, onToggle } ) => (
						<Button
							variant="secondary"
							icon={ plus }
							onClick={ onToggle }
							aria-expanded={ isOpen }
						>
							{ __( 'Add another profile', 'sightline-seo' ) }
						</Button>
					) }
					renderContent={ ( { onClose } ) => (
						<MenuGroup
							label={ __(
								'Add another profile',
								'sightline-seo'
							) }
						>
							{ hidden.map( ( profile ) => (
								<MenuItem
									key={ profile.id }
									icon={
										profile.icon ?? FALLBACK_PROFILE_ICON
									}
									iconPosition="left"
									onClick={ () => {
										dispatch( {
											type: 'ADD_PROFILE',
											id: profile.id,
										} );
										setFocusId( profile.id );
										onClose();
									} }
								>
									{ profile.label }
								</MenuItem>
							) ) }
						</MenuGroup>
					) }
				/>
			) }
			<StepNavigation onBack={ back } onSkip={ next } onNext={ next } />
		</div>
	);
}
