import { __ } from '@wordpress/i18n';

import type { WebsiteType } from '../state/types';

/** The website types of the website-details step: label = value pairs, in this order. */
export function websiteTypeOptions(): Array< {
	label: string;
	value: WebsiteType;
} > {
	return [
		{ label: __( 'Personal Website', 'sightline-seo' ), value: 'personal' },
		{ label: __( 'Business Website', 'sightline-seo' ), value: 'business' },
		{ label: __( 'Organization', 'sightline-seo' ), value: 'organization' },
		{ label: __( 'Personal Blog', 'sightline-seo' ), value: 'blog' },
		{
			label: __( 'Community Blog/News Website', 'sightline-seo' ),
			value: 'community',
		},
		{
			label: __( 'E-commerce Store', 'sightline-seo' ),
			value: 'ecommerce',
		},
	];
}
