/**
 * Facebook and X share previews. Both cut the title at 60 characters and the description at 117
 * by default (overridable through the page data's limits). X's "summary" card shows a small square image
 * beside the text, "summary_large_image" a wide image above it.
 */
import { __ } from '@wordpress/i18n';

import { pageData } from '../utils/page-data';
import { truncate } from './truncate';
import './style.scss';
import type { GlobalSettings } from '../store/generated/global-settings';

export interface SocialPreviewProps {
	title: string;
	description: string;
	url: string;
	imageUrl?: string;
}

export function hostOf( url: string ): string {
	const match = /^(?:https?:\/\/)?([^/?#:]+)/i.exec( url.trim() );
	return match ? match[ 1 ].toLowerCase() : '';
}

function useSocialLimits() {
	const { limits } = pageData();
	return {
		title: limits.social_title,
		description: limits.social_description,
	};
}

function Image( {
	imageUrl,
	className,
}: {
	imageUrl?: string;
	className: string;
} ) {
	return imageUrl ? (
		<img className={ className } src={ imageUrl } alt="" />
	) : (
		<div className={ `${ className } is-empty` } aria-hidden="true" />
	);
}

export function FacebookPreview( {
	title,
	description,
	url,
	imageUrl,
}: SocialPreviewProps ) {
	const max = useSocialLimits();
	return (
		<figure
			className="sightline-social-preview is-facebook"
			aria-label={ __( 'Facebook preview', 'sightline-seo' ) }
		>
			<Image
				imageUrl={ imageUrl }
				className="sightline-social-preview__image"
			/>
			<div className="sightline-social-preview__text">
				<div className="sightline-social-preview__domain">
					{ hostOf( url ).toUpperCase() }
				</div>
				<div
					className="sightline-social-preview__title"
					data-testid="facebook-preview-title"
				>
					{ truncate( title, max.title ) }
				</div>
				<div
					className="sightline-social-preview__description"
					data-testid="facebook-preview-description"
				>
					{ truncate( description, max.description ) }
				</div>
			</div>
		</figure>
	);
}

/** The card types of the twitter_card_type setting (generated from global-settings.json). */
export type XCardType = GlobalSettings[ 'twitter_card_type' ];

export function XPreview( {
	title,
	description,
	url,
	imageUrl,
	cardType = 'summary_large_image',
}: SocialPreviewProps & { cardType?: XCardType } ) {
	const max = useSocialLimits();
	return (
		<figure
			className={ `sightline-social-preview is-x is-${ cardType.replace( /_/g, '-' ) }` }
			aria-label={ __( 'X preview', 'sightline-seo' ) }
			data-card={ cardType }
		>
			<Image
				imageUrl={ imageUrl }
				className="sightline-social-preview__image"
			/>
			<div className="sightline-social-preview__text">
				<div
					className="sightline-social-preview__title"
					data-testid="x-preview-title"
				>
					{ truncate( title, max.title ) }
				</div>
				<div
					className="sightline-social-preview__description"
					data-testid="x-preview-description"
				>
					{ truncate( description, max.description ) }
				</div>
				<div className="sightline-social-preview__domain">
					{ hostOf( url ) }
				</div>
			</div>
		</figure>
	);
}
