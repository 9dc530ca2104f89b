/**
 * Robot Instructions: Indexing, Following and Archiving sub-screens set noindex, nofollow
 * and noarchive per post type, taxonomy and archive type (the settings no_index / no_follow / no_archive).
 */
import { CheckboxControl, Spinner, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { ScreenProps } from '../../routes';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { useSiteSettings } from '../../components/use-site-settings';
import { ArchiveNoindex } from './archive-noindex';

type ListKey = 'no_index' | 'no_follow' | 'no_archive';

interface Mode {
	key: ListKey;
	title: string;
	description: string;
	/** The checkbox label for a content type. */
	checkbox: ( label: string ) => string;
}

function modeFor( path: string ): Mode {
	if ( path.endsWith( '/following' ) ) {
		return {
			key: 'no_follow',
			title: __( 'Following', 'sightline-seo' ),
			description: __(
				'Tick the content whose links search engines should not follow (nofollow).',
				'sightline-seo'
			),
			checkbox: ( label ) =>
				sprintf(
					/* translators: %s: content type, e.g. Posts. */
					__( 'No Follow for %s', 'sightline-seo' ),
					label
				),
		};
	}
	if ( path.endsWith( '/archiving' ) ) {
		return {
			key: 'no_archive',
			title: __( 'Archiving', 'sightline-seo' ),
			description: __(
				'Tick the content search engines should not keep a cached copy of (noarchive).',
				'sightline-seo'
			),
			checkbox: ( label ) =>
				sprintf(
					/* translators: %s: content type, e.g. Posts. */
					__( 'No Archive for %s', 'sightline-seo' ),
					label
				),
		};
	}
	return {
		key: 'no_index',
		title: __( 'Indexing', 'sightline-seo' ),
		description: __(
			'Tick the content search engines should leave out of their results (noindex).',
			'sightline-seo'
		),
		checkbox: ( label ) =>
			sprintf(
				/* translators: %s: content type, e.g. Posts. */
				__( 'No Index for %s', 'sightline-seo' ),
				label
			),
	};
}

/** Archive kinds that may be noindex while they list no post (setting noindex_empty_archives). */
const EMPTY_ARCHIVE_KINDS = [
	{ value: 'author', label: __( 'Author archives', 'sightline-seo' ) },
	{
		value: 'term',
		label: __( 'Category, tag and term archives', 'sightline-seo' ),
	},
	{ value: 'date', label: __( 'Date archives', 'sightline-seo' ) },
	{
		value: 'post_type_archive',
		label: __( 'Post type archives', 'sightline-seo' ),
	},
] as const;

/** Archives left out of search results while they list no post (shown with the noindex lists). */
function NoindexEmptyArchives() {
	const [ kinds, setKinds ] = useSetting( 'noindex_empty_archives' );
	const values = kinds ?? [];
	return (
		<Section title={ __( 'Archives without posts', 'sightline-seo' ) }>
			{ EMPTY_ARCHIVE_KINDS.map( ( kind ) => (
				<CheckboxControl
					key={ kind.value }
					__nextHasNoMarginBottom
					label={ sprintf(
						/* translators: %s: kind of archive, e.g. Author archives. */
						__( 'No Index for empty %s', 'sightline-seo' ),
						kind.label
					) }
					checked={ values.includes( kind.value ) }
					onChange={ ( on ) =>
						setKinds(
							on
								? [
										...values.filter(
											( v ) => v !== kind.value
										),
										kind.value,
									]
								: values.filter( ( v ) => v !== kind.value )
						)
					}
				/>
			) ) }
		</Section>
	);
}

/** Whether a noindex page keeps a canonical written for it (shown with the noindex lists). */
function NoindexCanonical() {
	const [ keep, setKeep ] = useSetting( 'noindex_written_canonical' );
	return (
		<Section title={ __( 'Canonical URLs', 'sightline-seo' ) }>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Keep a canonical URL written for a noindex page',
					'sightline-seo'
				) }
				help={ __(
					'Off, pages left out of search results print no canonical URL.',
					'sightline-seo'
				) }
				checked={ !! keep }
				onChange={ setKeep }
			/>
		</Section>
	);
}

/**
 * Page 2 and later of every page left out of search results (Indexing) or not followed (Following):
 * the setting paged_robots, which the All in One SEO migration sets.
 */
function LaterPages( { directive }: { directive: 'noindex' | 'nofollow' } ) {
	const [ list, setList ] = useSetting( 'paged_robots' );
	const values = list ?? [];
	return (
		<Section title={ __( 'Later pages', 'sightline-seo' ) }>
			<ToggleControl
				__nextHasNoMarginBottom
				label={
					directive === 'noindex'
						? __( 'No Index for page 2 and later', 'sightline-seo' )
						: __(
								'No Follow for page 2 and later',
								'sightline-seo'
							)
				}
				help={ __(
					'Later pages of archives, the posts page, search results and posts split into pages; each keeps its own canonical URL.',
					'sightline-seo'
				) }
				checked={ values.includes( directive ) }
				onChange={ ( on ) =>
					setList(
						on
							? [
									...values.filter(
										( v ) => v !== directive
									),
									directive,
								]
							: values.filter( ( v ) => v !== directive )
					)
				}
			/>
		</Section>
	);
}

export default function RobotInstructionsScreen( { path }: ScreenProps ) {
	const mode = modeFor( path );
	const [ list, setList ] = useSetting( mode.key );
	const site = useSiteSettings();
	const values: string[] = list ?? [];
	const toggle = ( slug: string, on: boolean ) =>
		setList(
			on
				? [ ...values.filter( ( v ) => v !== slug ), slug ]
				: values.filter( ( v ) => v !== slug )
		);

	const group = (
		title: string,
		items: Array< { slug: string; label: string } >
	) =>
		items.length > 0 && (
			<Section title={ title }>
				{ items.map( ( item ) => (
					<CheckboxControl
						key={ item.slug }
						__nextHasNoMarginBottom
						label={ mode.checkbox( item.label ) }
						checked={ values.includes( item.slug ) }
						onChange={ ( on ) => toggle( item.slug, on ) }
					/>
				) ) }
			</Section>
		);

	return (
		<ScreenShell
			title={ sprintf(
				/* translators: %s: Indexing, Following or Archiving. */
				__( 'Robot Instructions: %s', 'sightline-seo' ),
				mode.title
			) }
			description={ mode.description }
			actions={ <SaveButton /> }
		>
			{ ! site ? (
				<Spinner />
			) : (
				<>
					{ group(
						__( 'Post Types', 'sightline-seo' ),
						site.post_types
					) }
					{ group(
						__( 'Taxonomies', 'sightline-seo' ),
						site.taxonomies
					) }
					{ group(
						__( 'Archives', 'sightline-seo' ),
						site.archive_types
					) }
					{ mode.key === 'no_index' && (
						<ArchiveNoindex postTypes={ site.post_types } />
					) }
					{ mode.key === 'no_index' && <NoindexEmptyArchives /> }
					{ mode.key === 'no_index' && <NoindexCanonical /> }
					{ mode.key === 'no_index' && (
						<LaterPages directive="noindex" />
					) }
					{ mode.key === 'no_follow' && (
						<LaterPages directive="nofollow" />
					) }
				</>
			) }
		</ScreenShell>
	);
}
