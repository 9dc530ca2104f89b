import { SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { GlobalSettings } from '../../../store';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { useSetting } from '../../components/use-setting';

/** Where an attachment's page goes (setting attachment_redirect). */
const ATTACHMENT_PAGES = [
	{ value: 'off', label: __( 'Show attachment pages', 'sightline-seo' ) },
	{
		value: 'parent',
		label: __( 'Redirect to the parent post', 'sightline-seo' ),
	},
	{ value: 'file', label: __( 'Redirect to the file', 'sightline-seo' ) },
];

export default function ArchivePagesScreen() {
	const [ authorArchive, setAuthorArchive ] = useSetting( 'author_archive' );
	const [ dateArchive, setDateArchive ] = useSetting( 'date_archive' );
	const [ stripBase, setStripBase ] = useSetting( 'strip_category_base' );
	const [ attachmentPages, setAttachmentPages ] = useSetting(
		'attachment_redirect'
	);
	return (
		<ScreenShell
			title={ __( 'Archive Pages', 'sightline-seo' ) }
			description={ __( 'Author and date archives.', 'sightline-seo' ) }
			actions={ <SaveButton /> }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Author Archive', 'sightline-seo' ) }
				help={ __(
					'When off, author archives redirect to the home page and leave the sitemaps.',
					'sightline-seo'
				) }
				checked={ authorArchive }
				onChange={ setAuthorArchive }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Date Archive', 'sightline-seo' ) }
				help={ __(
					'When off, date archives redirect to the home page and leave the sitemaps.',
					'sightline-seo'
				) }
				checked={ dateArchive }
				onChange={ setDateArchive }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Remove the category base', 'sightline-seo' ) }
				help={ __(
					'Category archives at /news/ instead of /category/news/. The old addresses redirect to the new ones.',
					'sightline-seo'
				) }
				checked={ !! stripBase }
				onChange={ setStripBase }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Attachment pages', 'sightline-seo' ) }
				help={ __(
					'Where the page WordPress shows for an uploaded file (/my-post/my-image/) goes, with a permanent (301) redirect; a file without a published parent post goes to the file. Sites created with WordPress 6.4 or later have no such pages: WordPress sends them to the file.',
					'sightline-seo'
				) }
				value={ attachmentPages ?? 'off' }
				options={ ATTACHMENT_PAGES }
				onChange={ ( value ) =>
					setAttachmentPages(
						value as GlobalSettings[ 'attachment_redirect' ]
					)
				}
			/>
		</ScreenShell>
	);
}
