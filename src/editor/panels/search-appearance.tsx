/**
 * Search appearance: the search title and description (templates with @ variables and counters) and a
 * live search-result preview built from the unsaved title, excerpt and content.
 */
import { __ } from '@wordpress/i18n';

import { SearchPreview, TemplateField } from '../../components';
import { useSeoObject } from '../context';
import { useEditorData, useResolvedSeo } from '../use-seo';

export function SearchAppearancePanel() {
	const { meta, editMeta, url } = useSeoObject();
	const data = useEditorData();
	const resolved = useResolvedSeo();
	return (
		<div className="sightline-editor-panel">
			<SearchPreview
				title={ resolved.title }
				description={ resolved.description }
				url={ url }
			/>
			<div data-sightline-field="title">
				<TemplateField
					label={ __( 'Search title', 'sightline-seo' ) }
					value={ meta.title }
					onChange={ ( title ) => editMeta( { title } ) }
					limit={ data.limits.title }
					countedText={ resolved.title }
					placeholder={ data.templates.title }
					help={ __(
						'Leave empty to use the default template shown as the placeholder.',
						'sightline-seo'
					) }
				/>
			</div>
			<div data-sightline-field="description">
				<TemplateField
					label={ __( 'Search description', 'sightline-seo' ) }
					value={ meta.description }
					onChange={ ( description ) => editMeta( { description } ) }
					limit={ data.limits.description }
					countedText={ resolved.description }
					placeholder={ data.templates.description }
					multiline
				/>
			</div>
		</div>
	);
}
