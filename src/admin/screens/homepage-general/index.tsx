/**
 * Home Page > General: the home page's search title and description with a live search preview.
 */
import { Notice } from '@wordpress/components';
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
import { WithPreview } from '../../components/section';
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
		</ScreenShell>
	);
}
