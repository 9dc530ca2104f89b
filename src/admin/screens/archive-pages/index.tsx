import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { useSetting } from '../../components/use-setting';

export default function ArchivePagesScreen() {
	const [ authorArchive, setAuthorArchive ] = useSetting( 'author_archive' );
	const [ dateArchive, setDateArchive ] = useSetting( 'date_archive' );
	const [ stripBase, setStripBase ] = useSetting( 'strip_category_base' );
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
		</ScreenShell>
	);
}
