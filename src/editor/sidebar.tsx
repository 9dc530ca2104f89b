/**
 * The block-editor integration: the Sightline SEO sidebar (with its more-menu item) holding the post's
 * scores and the panels,
 * and a document-settings panel with the check summary and a button that opens the sidebar.
 */
import { Button } from '@wordpress/components';
import {
	PluginDocumentSettingPanel,
	PluginSidebar,
	PluginSidebarMoreMenuItem,
} from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { seen } from '@wordpress/icons';
import type { ReactNode } from 'react';

import { CheckSummary } from '../components/checks';
import { SeoObjectContext } from './context';
import { SeoPanels } from './panels';
import { PostScores } from './panels/scores';
import { openSidebar, SIDEBAR_NAME } from './slots';
import { usePostObject } from './use-post-object';
import { usePageChecks } from './use-seo';

function DocumentPanelBody() {
	const checks = usePageChecks();
	return (
		<div className="sightline-document-panel">
			<CheckSummary checks={ checks } headingLevel={ 3 } />
			<Button variant="secondary" onClick={ openSidebar }>
				{ __( 'Open Sightline SEO', 'sightline-seo' ) }
			</Button>
		</div>
	);
}

/**
 * Slot fills are rendered by their slot, outside this component's tree, so each fill gets its own
 * provider of the post being edited.
 */
function PostSeoProvider( { children }: { children: ReactNode } ) {
	const object = usePostObject();
	return (
		<SeoObjectContext.Provider value={ object }>
			{ children }
		</SeoObjectContext.Provider>
	);
}

export function SightlineSidebar() {
	return (
		<>
			<PluginSidebarMoreMenuItem target={ SIDEBAR_NAME } icon={ seen }>
				{ __( 'Sightline SEO', 'sightline-seo' ) }
			</PluginSidebarMoreMenuItem>
			<PluginSidebar
				name={ SIDEBAR_NAME }
				title={ __( 'Sightline SEO', 'sightline-seo' ) }
				icon={ seen }
				className="sightline-editor-sidebar"
			>
				<PostSeoProvider>
					<PostScores />
					<SeoPanels />
				</PostSeoProvider>
			</PluginSidebar>
			<PluginDocumentSettingPanel
				name="sightline-seo-summary"
				title={ __( 'Sightline SEO', 'sightline-seo' ) }
				className="sightline-editor-document-panel"
			>
				<PostSeoProvider>
					<DocumentPanelBody />
				</PostSeoProvider>
			</PluginDocumentSettingPanel>
		</>
	);
}
