/**
 * The social profiles the site can link: one definition list shared by the
 * wizard's Social Profiles step and the settings' Other Accounts screen. Core profiles always show; extra
 * ones show when they hold a value or are added. Profiles without an icon of their own use the link icon.
 */
import { __ } from '@wordpress/i18n';
import { link } from '@wordpress/icons';
import type { ReactElement } from 'react';

export type SocialProfileId =
	| 'facebook'
	| 'twitter'
	| 'instagram'
	| 'linkedin'
	| 'youtube'
	| 'pinterest'
	| 'tiktok'
	| 'medium'
	| 'tumblr'
	| 'threads'
	| 'yelp'
	| 'whatsapp'
	| 'telegram'
	| 'bluesky';

export interface SocialProfile {
	id: SocialProfileId;
	label: string;
	placeholder: string;
	/** Shown only when it holds a value or the admin adds it ("Add another profile"). */
	extra?: boolean;
	icon: ReactElement;
}

/** A monogram badge: recognisable, tiny, and free of third-party brand artwork. */
function monogram( letter: string, colour: string ): ReactElement {
	return (
		<svg
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<rect width="24" height="24" rx="6" fill={ colour } />
			<text
				x="12"
				y="16.5"
				textAnchor="middle"
				fontSize="13"
				fontWeight="700"
				fill="#fff"
				fontFamily="sans-serif"
			>
				{ letter }
			</text>
		</svg>
	);
}

export function socialProfiles(): SocialProfile[] {
	return [
		{
			id: 'facebook',
			label: __( 'Facebook', 'sightline-seo' ),
			placeholder: 'https://www.facebook.com/yourpage',
			icon: monogram( 'f', '#1877f2' ),
		},
		{
			id: 'twitter',
			label: __( 'X (Twitter)', 'sightline-seo' ),
			placeholder: 'https://x.com/yourprofile',
			icon: monogram( 'X', '#000' ),
		},
		{
			id: 'instagram',
			label: __( 'Instagram', 'sightline-seo' ),
			placeholder: 'https://www.instagram.com/yourprofile',
			icon: monogram( 'I', '#c13584' ),
		},
		{
			id: 'linkedin',
			label: __( 'LinkedIn', 'sightline-seo' ),
			placeholder: 'https://www.linkedin.com/company/yourcompany',
			icon: monogram( 'in', '#0a66c2' ),
		},
		{
			id: 'youtube',
			label: __( 'YouTube', 'sightline-seo' ),
			placeholder: 'https://www.youtube.com/@yourchannel',
			icon: monogram( '▶', '#c4302b' ),
		},
		{
			id: 'pinterest',
			label: __( 'Pinterest', 'sightline-seo' ),
			placeholder: 'https://www.pinterest.com/yourprofile',
			extra: true,
			icon: monogram( 'P', '#bd081c' ),
		},
		{
			id: 'tiktok',
			label: __( 'TikTok', 'sightline-seo' ),
			placeholder: 'https://www.tiktok.com/@yourprofile',
			extra: true,
			icon: monogram( 'T', '#010101' ),
		},
		{
			id: 'medium',
			label: __( 'Medium', 'sightline-seo' ),
			placeholder: 'https://medium.com/@yourprofile',
			extra: true,
			icon: monogram( 'M', '#000' ),
		},
		{
			id: 'tumblr',
			label: __( 'Tumblr', 'sightline-seo' ),
			placeholder: 'https://yourblog.tumblr.com',
			extra: true,
			icon: monogram( 't', '#36465d' ),
		},
		{
			id: 'threads',
			label: __( 'Threads', 'sightline-seo' ),
			placeholder: 'https://www.threads.net/@yourprofile',
			extra: true,
			icon: monogram( '@', '#000' ),
		},
		{
			id: 'yelp',
			label: __( 'Yelp', 'sightline-seo' ),
			placeholder: 'https://www.yelp.com/biz/yourbusiness',
			extra: true,
			icon: monogram( 'y', '#d32323' ),
		},
		{
			id: 'whatsapp',
			label: __( 'WhatsApp', 'sightline-seo' ),
			placeholder: 'https://wa.me/15551234567',
			extra: true,
			icon: monogram( 'W', '#128c4a' ),
		},
		{
			id: 'telegram',
			label: __( 'Telegram', 'sightline-seo' ),
			placeholder: 'https://t.me/yourchannel',
			extra: true,
			icon: monogram( 'T', '#1a7fb5' ),
		},
		{
			id: 'bluesky',
			label: __( 'Bluesky', 'sightline-seo' ),
			placeholder: 'https://bsky.app/profile/you.bsky.social',
			extra: true,
			icon: monogram( 'B', '#0560d4' ),
		},
	];
}

/** The generic link icon, shown for a profile without an icon of its own. */
export const FALLBACK_PROFILE_ICON = link;

/** Profiles to show: every core one, and each extra one that holds a value or was added. */
export function visibleProfiles(
	values: Partial< Record< string, string > >,
	added: readonly string[] = []
): SocialProfile[] {
	return socialProfiles().filter(
		( profile ) =>
			! profile.extra ||
			!! values[ profile.id ]?.trim() ||
			added.includes( profile.id )
	);
}
