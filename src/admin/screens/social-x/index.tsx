/**
 * X: the switch of the X card tags, card type, the site's profile and the author fallback, with a
 * preview of the home page. With the X card tags off, the fields (which only shape them) are disabled.
 */
import {
	Notice,
	RadioControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { XPreview } from '../../../components/social-preview';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { WithPreview } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { usePreviewValues } from '../../components/use-site-settings';
import { useHomeSocial } from '../homepage-social/use-home-social';

export default function SocialXScreen() {
	const [ xCards, setXCards ] = useSetting( 'enable_x_cards' );
	// On unless saved off (the setting's default, before the settings load).
	const printed = xCards !== false;
	const [ cardType, setCardType ] = useSetting( 'twitter_card_type' );
	const [ profile, setProfile ] = useSetting( 'twitter_profile_username' );
	const [ fallback, setFallback ] = useSetting( 'twitter_profile_fallback' );
	const home = useHomeSocial();
	const values = usePreviewValues();
	return (
		<ScreenShell
			title={ __( 'X', 'sightline-seo' ) }
			description={ __(
				'How links to your site look on X.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'X card tags', 'sightline-seo' ) }
				help={ __(
					'Every page prints twitter: tags, which X reads for the card of a shared link. Switch them off when your theme or another plugin prints its own; X then reads the Open Graph tags.',
					'sightline-seo'
				) }
				checked={ printed }
				onChange={ setXCards }
			/>
			{ ! printed && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'X card tags are off: no page prints them, and the fields below are disabled.',
						'sightline-seo'
					) }
				</Notice>
			) }
			<WithPreview
				previewTitle={ __( 'X Preview', 'sightline-seo' ) }
				preview={
					<XPreview
						cardType={ cardType }
						title={ home.x.title }
						description={ home.x.description }
						url={ values.site_url ?? '' }
						imageUrl={ home.x.image }
					/>
				}
			>
				<RadioControl
					label={ __( 'Card Type', 'sightline-seo' ) }
					selected={ cardType }
					disabled={ ! printed }
					options={ [
						{
							value: 'summary_large_image',
							label: __(
								'Summary with large image',
								'sightline-seo'
							),
						},
						{
							value: 'summary',
							label: __( 'Summary', 'sightline-seo' ),
						},
					] }
					onChange={ ( value ) =>
						setCardType( value as typeof cardType )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Site Profile URL', 'sightline-seo' ) }
					placeholder="https://x.com/yourprofile"
					disabled={ ! printed }
					value={ profile ?? '' }
					onChange={ setProfile }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __(
						'Author Fallback Profile URL',
						'sightline-seo'
					) }
					help={ __(
						'Used as the creator when the post author has no X profile.',
						'sightline-seo'
					) }
					placeholder="https://x.com/authorprofile"
					disabled={ ! printed }
					value={ fallback ?? '' }
					onChange={ setFallback }
				/>
			</WithPreview>
		</ScreenShell>
	);
}
