/**
 * The one list of Sightline SEO panels. The block-editor sidebar and the term screen both map over it,
 * so a panel is declared once.
 */
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

import { AdvancedPanel } from './advanced';
import { AiPanel } from './ai';
import { ChecksPanel } from './checks';
import { SearchAppearancePanel } from './search-appearance';
import { SocialPanel } from './social';

export interface PanelDefinition {
	name: string;
	/** A function so __() runs after the translations are loaded. */
	title: () => string;
	Component: ComponentType;
	initialOpen?: boolean;
}

export const PANELS: readonly PanelDefinition[] = [
	{
		name: 'search-appearance',
		title: () => __( 'Search appearance', 'sightline-seo' ),
		Component: SearchAppearancePanel,
		initialOpen: true,
	},
	{
		name: 'social',
		title: () => __( 'Social', 'sightline-seo' ),
		Component: SocialPanel,
	},
	{
		name: 'advanced',
		title: () => __( 'Advanced', 'sightline-seo' ),
		Component: AdvancedPanel,
	},
	{
		name: 'checks',
		title: () => __( 'Checks', 'sightline-seo' ),
		Component: ChecksPanel,
		initialOpen: true,
	},
	{
		name: 'ai',
		title: () => __( 'AI', 'sightline-seo' ),
		Component: AiPanel,
	},
];

export function SeoPanels() {
	return (
		<>
			{ PANELS.map(
				( { name, title, Component, initialOpen = false } ) => (
					<PanelBody
						key={ name }
						title={ title() }
						initialOpen={ initialOpen }
						className={ `sightline-panel-${ name }` }
					>
						<Component />
					</PanelBody>
				)
			) }
		</>
	);
}
