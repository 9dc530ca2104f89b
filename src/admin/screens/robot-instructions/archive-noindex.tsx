/**
 * Post type archives set apart from their posts in search results (the setting
 * post_type_archive_noindex): each archive follows its posts' No Index unless chosen here, as Yoast
 * SEO, All in One SEO and SEOPress let a site owner choose.
 */
import { SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';

interface ArchiveType {
	slug: string;
	label: string;
	has_archive?: boolean;
}

type Choice = 'posts' | 'index' | 'noindex';

function choiceOf( apart: Record< string, boolean >, slug: string ): Choice {
	if ( ! ( slug in apart ) ) {
		return 'posts';
	}
	return apart[ slug ] ? 'noindex' : 'index';
}

export function ArchiveNoindex( { postTypes }: { postTypes: ArchiveType[] } ) {
	const [ value, setValue ] = useSetting( 'post_type_archive_noindex' );
	const apart: Record< string, boolean > = value ?? {};
	const withArchive = postTypes.filter( ( type ) => type.has_archive );
	if ( withArchive.length === 0 ) {
		return null;
	}
	const choose = ( slug: string, choice: Choice ) => {
		const next = { ...apart };
		delete next[ slug ];
		if ( choice !== 'posts' ) {
			next[ slug ] = choice === 'noindex';
		}
		setValue( next );
	};
	return (
		<Section title={ __( 'Post type archives', 'sightline-seo' ) }>
			{ withArchive.map( ( type ) => (
				<SelectControl
					key={ type.slug }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ sprintf(
						/* translators: %s: post type, e.g. Books. */
						__( '%s archive', 'sightline-seo' ),
						type.label
					) }
					value={ choiceOf( apart, type.slug ) }
					options={ [
						{
							value: 'posts',
							label: sprintf(
								/* translators: %s: post type, e.g. Books. */
								__( 'Same as %s', 'sightline-seo' ),
								type.label
							),
						},
						{
							value: 'index',
							label: __(
								'Show in search results',
								'sightline-seo'
							),
						},
						{
							value: 'noindex',
							label: __( 'No Index', 'sightline-seo' ),
						},
					] }
					onChange={ ( choice ) =>
						choose( type.slug, choice as Choice )
					}
				/>
			) ) }
		</Section>
	);
}
