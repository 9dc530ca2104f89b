/**
 * Other Accounts: one field per social profile of the shared list the wizard uses.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { socialProfiles } from '../../../components/social-profiles';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { useSetting } from '../../components/use-setting';

export default function SocialAccountsScreen() {
	const [ profiles, setProfiles ] = useSetting( 'social_profiles' );
	return (
		<ScreenShell
			title={ __( 'Other Accounts', 'sightline-seo' ) }
			description={ __(
				'Your social profiles, listed in your site’s structured data so search engines connect them to you.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<div className="sightline-profile-grid">
				{ socialProfiles().map( ( profile ) => (
					<div key={ profile.id } className="sightline-profile-field">
						<span className="sightline-profile-field__icon">
							{ profile.icon }
						</span>
						<TextControl
							__nextHasNoMarginBottom
							label={ profile.label }
							placeholder={ profile.placeholder }
							value={ profiles?.[ profile.id ] ?? '' }
							onChange={ ( value ) =>
								setProfiles( {
									...profiles,
									[ profile.id ]: value,
								} )
							}
						/>
					</div>
				) ) }
			</div>
		</ScreenShell>
	);
}
