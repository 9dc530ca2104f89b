/**
 * The one list of Sightline SEO panels. The block-editor sidebar and the term screen both map over it,
 * so a panel is declared once.
 */
import { PanelBody } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

import { useSeoObject, type SeoObject } from '../context';
import type { EditorPageData } from '../data';
import { useEditorData } from '../use-seo';

import { AdvancedPanel } from './advanced';
import { AiPanel } from './ai';
import { ChecksPanel } from './checks';
import { KeyphrasePanel } from './keyphrase';
import { LinksPanel } from './links';
import { ReadabilityPanel } from './readability';
import { preloadSchemaPanel, SchemaPanel } from './schema';
import { SearchAppearancePanel } from './search-appearance';
import { SocialPanel } from './social';

export interface PanelDefinition {
	name: string;
	/** A function so __() runs after the translations are loaded. */
	title: () => string;
	Component: ComponentType;
	initialOpen?: boolean;
	/** Whether the panel shows for this object on this site (always when absent). */
	when?: ( object: SeoObject, data: EditorPageData ) => boolean;
	/** Starts loading a panel whose code is fetched on demand, when the panels first show. */
	preload?: () => void;
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
		name: 'schema',
		title: () => __( 'Schema', 'sightline-seo' ),
		Component: SchemaPanel,
		// The object's own structured data, when the site prints structured data at all.
		when: ( _object, data ) => data.schemas === true,
		preload: preloadSchemaPanel,
	},
	{
		name: 'checks',
		title: () => __( 'Checks', 'sightline-seo' ),
		Component: ChecksPanel,
		initialOpen: true,
	},
	{
		name: 'keyphrase',
		title: () => __( 'Keyphrase', 'sightline-seo' ),
		Component: KeyphrasePanel,
		// A post's text, title, slug and images; a term has only a description.
		when: ( _object, data ) => data.objectType === 'post',
	},
	{
		name: 'links',
		title: () => __( 'Links', 'sightline-seo' ),
		Component: LinksPanel,
		// A post's content and the site's published posts; a term has only a description.
		when: ( _object, data ) => data.objectType === 'post',
	},
	{
		name: 'readability',
		title: () => __( 'Readability', 'sightline-seo' ),
		Component: ReadabilityPanel,
		// The text of a post; a term's description is too short to say anything.
		when: ( _object, data ) => data.objectType === 'post',
	},
	{
		name: 'ai',
		title: () => __( 'AI', 'sightline-seo' ),
		Component: AiPanel,
	},
];

export function visiblePanels(
	object: SeoObject,
	data: EditorPageData
): PanelDefinition[] {
	return PANELS.filter( ( panel ) => panel.when?.( object, data ) ?? true );
}

export function SeoPanels() {
	const object = useSeoObject();
	const data = useEditorData();
	const panels = visiblePanels( object, data );
	const preloads = panels.flatMap( ( panel ) =>
		panel.preload ? [ panel.preload ] : []
	);
	useEffect( () => {
		preloads.forEach( ( preload ) => preload() );
		// Once, when the panels first show.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	return (
		<>
			{ panels.map(
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
