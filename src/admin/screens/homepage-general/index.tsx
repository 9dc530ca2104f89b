/**
 * Home Page > General: the home page's search title and description with a live search preview; the
 * site's name for search engines (the WebSite node's name and alternate name) and the breadcrumbs'
 * home label.
 */
import { Notice, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { SearchPreview } from '../../../components/search-preview';
import { TemplateField } from '../../../components/template-field';
import { pageData } from '../../../utils/page-data';
import {
	resolveTemplate,
	resolveTitleTemplate,
	type VariableValues,
} from '../../../resolution';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { Section, WithPreview } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import {
	usePreviewValues,
	useSiteSettings,
} from '../../components/use-site-settings';

export default function HomepageGeneralScreen() {
	const [ title, setTitle ] = useSetting( 'home_page_title' );
	const [ description, setDescription ] = useSetting(
		'home_page_description'
	);
	const [ siteName, setSiteName ] = useSetting( 'site_name' );
	const [ alternateName, setAlternateName ] = useSetting(
		'site_alternate_name'
	);
	const [ homeLabel, setHomeLabel ] = useSetting( 'breadcrumb_home_label' );
	const sample = usePreviewValues();
	// On the home page %title% is the site's name, as the server resolves it.
	const values: VariableValues = { ...sample, title: sample.site_name };
	const site = useSiteSettings();
	const { limits } = pageData();
	const resolvedTitle = resolveTitleTemplate( title ?? '', values );
	const resolvedDescription = resolveTemplate( description ?? '', values );
	return (
		<ScreenShell
			title={ __( 'Home Page', 'sightline-seo' ) }
			description={ __(
				'Search title and description of the home page.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			{ site?.home_page.show_on_front === 'page' && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'Your home page is a static page: the SEO fields of that page in the editor take precedence over these.',
						'sightline-seo'
					) }
				</Notice>
			) }
			<WithPreview
				previewTitle={ __( 'Search Preview', 'sightline-seo' ) }
				preview={
					<SearchPreview
						title={ resolvedTitle }
						description={ resolvedDescription }
						url={ values.site_url ?? '' }
						siteName={ values.site_name }
					/>
				}
			>
				<TemplateField
					label={ __( 'Home Page Title', 'sightline-seo' ) }
					value={ title ?? '' }
					onChange={ setTitle }
					limit={ limits.title }
					countedText={ resolvedTitle }
				/>
				<TemplateField
					label={ __( 'Home Page Description', 'sightline-seo' ) }
					value={ description ?? '' }
					onChange={ setDescription }
					limit={ limits.description }
					countedText={ resolvedDescription }
					multiline
				/>
			</WithPreview>
			<Section
				title={ __( 'Site Name', 'sightline-seo' ) }
				description={ __(
					'The name search engines show for your site in results (the WebSite structured data).',
					'sightline-seo'
				) }
			>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Site name', 'sightline-seo' ) }
					help={ __(
						'Empty uses the Site Title from Settings > General.',
						'sightline-seo'
					) }
					placeholder={ values.site_name }
					value={ siteName ?? '' }
					onChange={ setSiteName }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Alternate name', 'sightline-seo' ) }
					help={ __(
						'Another name search engines may show: an acronym or a shorter name.',
						'sightline-seo'
					) }
					value={ alternateName ?? '' }
					onChange={ setAlternateName }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Breadcrumbs home label', 'sightline-seo' ) }
					help={ __(
						'The first crumb of every breadcrumb trail. Empty uses "Home" in the page\'s language.',
						'sightline-seo'
					) }
					value={ homeLabel ?? '' }
					onChange={ setHomeLabel }
				/>
			</Section>
		</ScreenShell>
	);
}
