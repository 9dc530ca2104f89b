/**
 * Meta Templates: the default search title and description with @ variable suggestions,
 * counters and a live search-result preview; templates per post type and taxonomy below.
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { SearchPreview } from '../../../components/search-preview';
import { TemplateField } from '../../../components/template-field';
import { pageData } from '../../../utils/page-data';
import { resolveTemplate, resolveTitleTemplate } from '../../../resolution';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { Section, WithPreview } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { usePreviewValues } from '../../components/use-site-settings';
import { TypeTemplates } from './type-templates';

export default function MetaTemplatesScreen() {
	const [ title, setTitle ] = useSetting( 'page_title' );
	const [ description, setDescription ] = useSetting( 'page_description' );
	const [ separator, setSeparator ] = useSetting( 'separator' );
	const [ globalDefault ] = useSetting( 'global_default' );
	const [ autoDescription, setAutoDescription ] =
		useSetting( 'auto_description' );
	const [ texturize, setTexturize ] = useSetting( 'texturize_titles' );
	const [ selectedType, setSelectedType ] = useState( '' );
	const values = usePreviewValues();
	const { limits, homeUrl } = pageData();

	// An empty title template falls back to the global default title.
	const resolvedTitle = resolveTitleTemplate(
		title || globalDefault?.page_title || '',
		values
	);
	const resolvedDescription = resolveTemplate(
		description || globalDefault?.page_description || '',
		values
	);

	return (
		<ScreenShell
			title={ __( 'Meta Templates', 'sightline-seo' ) }
			description={ __(
				'Default search titles and descriptions. Type @ to insert a variable.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<WithPreview
				previewTitle={ __( 'Search Preview', 'sightline-seo' ) }
				preview={
					<SearchPreview
						title={ resolvedTitle }
						description={ resolvedDescription }
						url={ `${ homeUrl }sample-post/` }
						siteName={ values.site_name }
					/>
				}
			>
				<TemplateField
					label={ __( 'Search Title', 'sightline-seo' ) }
					value={ title ?? '' }
					onChange={ setTitle }
					limit={ limits.title }
					countedText={ resolvedTitle }
					placeholder={ globalDefault?.page_title }
				/>
				<TemplateField
					label={ __( 'Search Description', 'sightline-seo' ) }
					value={ description ?? '' }
					onChange={ setDescription }
					limit={ limits.description }
					countedText={ resolvedDescription }
					placeholder={ globalDefault?.page_description }
					multiline
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Separator', 'sightline-seo' ) }
					help={
						/* translators: %separator% is a template variable: keep it as it is. */
						__(
							'Printed wherever a template uses %separator%.',
							'sightline-seo'
						)
					}
					value={ separator ?? '' }
					onChange={ setSeparator }
				/>
			</WithPreview>
			<Section
				title={ __( 'Automatic Descriptions', 'sightline-seo' ) }
				description={ __(
					'How a description is cut from the content of a post that has neither its own description nor an excerpt.',
					'sightline-seo'
				) }
			>
				<TextControl
					__nextHasNoMarginBottom
					type="number"
					min={ 50 }
					max={ 320 }
					label={ __(
						'Longest description (characters)',
						'sightline-seo'
					) }
					value={ String( autoDescription?.length ?? 160 ) }
					onChange={ ( value ) =>
						setAutoDescription( {
							...autoDescription,
							length: Math.min(
								320,
								Math.max( 50, Number( value ) || 160 )
							),
						} )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					max={ 100 }
					label={ __(
						'Longest description (words)',
						'sightline-seo'
					) }
					help={ __(
						'0 counts no words: only the length in characters applies.',
						'sightline-seo'
					) }
					value={ String( autoDescription?.words ?? 0 ) }
					onChange={ ( value ) =>
						setAutoDescription( {
							...autoDescription,
							words: Math.min(
								100,
								Math.max(
									0,
									Math.round( Number( value ) || 0 )
								)
							),
						} )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					max={ 320 }
					label={ __(
						'Longest description shared on social networks (characters)',
						'sightline-seo'
					) }
					help={ __(
						'For Open Graph and X when the page has no social or search description of its own. 0 shares the search description.',
						'sightline-seo'
					) }
					value={ String( autoDescription?.social_length ?? 0 ) }
					onChange={ ( value ) =>
						setAutoDescription( {
							...autoDescription,
							social_length: Math.min(
								320,
								Math.max(
									0,
									Math.round( Number( value ) || 0 )
								)
							),
						} )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Only the first paragraph', 'sightline-seo' ) }
					checked={ !! autoDescription?.first_paragraph }
					onChange={ ( checked ) =>
						setAutoDescription( {
							...autoDescription,
							first_paragraph: checked,
						} )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'End a cut description with an ellipsis',
						'sightline-seo'
					) }
					checked={ !! autoDescription?.ellipsis }
					onChange={ ( checked ) =>
						setAutoDescription( {
							...autoDescription,
							ellipsis: checked,
						} )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'The length counts', 'sightline-seo' ) }
					value={ autoDescription?.count ?? 'text' }
					options={ [
						{
							label: __( 'The text as read', 'sightline-seo' ),
							value: 'text',
						},
						{
							label: __(
								'The content as stored, entities written out',
								'sightline-seo'
							),
							value: 'stored',
						},
					] }
					onChange={ ( count ) =>
						setAutoDescription( {
							...autoDescription,
							count: count === 'stored' ? 'stored' : 'text',
						} )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Cut a long text', 'sightline-seo' ) }
					value={ autoDescription?.cut ?? 'word' }
					options={ [
						{
							label: __(
								'At a word within the length',
								'sightline-seo'
							),
							value: 'word',
						},
						{
							label: __(
								'At the last space of the first characters',
								'sightline-seo'
							),
							value: 'last_space',
						},
					] }
					onChange={ ( cut ) =>
						setAutoDescription( {
							...autoDescription,
							cut: cut === 'last_space' ? 'last_space' : 'word',
						} )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Remove tags written as entities in the content',
						'sightline-seo'
					) }
					checked={ !! autoDescription?.decoded_tags }
					onChange={ ( checked ) =>
						setAutoDescription( {
							...autoDescription,
							decoded_tags: checked,
						} )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Curly quotes and dashes in titles',
						'sightline-seo'
					) }
					help={ __(
						'As WordPress prints its own titles; off prints titles as written.',
						'sightline-seo'
					) }
					checked={ texturize !== false }
					onChange={ setTexturize }
				/>
			</Section>
			<Section
				title={ __( 'Content Types', 'sightline-seo' ) }
				description={ __(
					'Give a post type or taxonomy its own templates.',
					'sightline-seo'
				) }
			>
				<TypeTemplates
					selected={ selectedType }
					onSelect={ setSelectedType }
				/>
			</Section>
		</ScreenShell>
	);
}
