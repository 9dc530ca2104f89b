/**
 * Site-wide structured data: type instances, each printed on the pages its display rules choose
 * (every recipe post, the contact page, the shop's archive…), filled and checked with the same form
 * as the editor's Schema panel, its JSON-LD shown for a sample page. A post's own instance of a type,
 * set in the editor, replaces the site's set of that type on its page.
 */
import { useCallback, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { InstanceCard } from '../../../components/structured-data/instance-card';
import {
	MAX_INSTANCES,
	newInstanceId,
	withValue,
	type StoredInstance,
} from '../../../components/structured-data/instances';
import type { InstanceValues } from '../../../structured-data';
import type { SetValue } from '../../../components/structured-data/fields/type-fields';
import { TypePicker } from '../../../components/structured-data/type-picker';
import type { GlobalSettings } from '../../../store';
import { pageData } from '../../../utils/page-data';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { usePreviewValues } from '../../components/use-site-settings';
import { RuleList } from './rule-list';

type SchemaSet = GlobalSettings[ 'schema_sets' ][ number ];

/** A set as the form edits it: the server stored its values after checking them against the catalogue. */
function instanceOf( set: SchemaSet ): StoredInstance {
	return {
		type: set.type,
		id: set.id,
		values: set.values as InstanceValues,
	};
}

export function SetsSection() {
	const [ stored, setSets ] = useSetting( 'schema_sets' );
	const sets = useMemo( () => stored ?? [], [ stored ] );
	const variables = usePreviewValues();
	const page = useMemo(
		() => ( {
			variables,
			url: `${ pageData().homeUrl.replace( /\/$/, '' ) }/sample-page/`,
		} ),
		[ variables ]
	);
	const update = useCallback(
		( index: number, patch: Partial< SchemaSet > ) =>
			setSets(
				sets.map( ( set, at ) =>
					at === index ? { ...set, ...patch } : set
				)
			),
		[ sets, setSets ]
	);
	const setAt = useCallback(
		( index: number ): SetValue =>
			( path, value ) =>
				update( index, {
					values: withValue(
						instanceOf( sets[ index ] ).values,
						path,
						value
					),
				} ),
		[ sets, update ]
	);
	if ( ! stored ) {
		return null;
	}
	return (
		<Section
			title={ __( 'Structured data by page', 'sightline-seo' ) }
			description={ __(
				'Add a schema type and choose where it shows: on every post of a type, the posts of a category, one page, archives, authors or special pages. Empty fields take the value shown as their placeholder, filled from each page. A post’s own schema of the same type, set in the editor, replaces it there.',
				'sightline-seo'
			) }
		>
			{ sets.map( ( set, index ) => (
				<InstanceCard
					key={ set.id }
					instance={ instanceOf( set ) }
					page={ page }
					set={ setAt( index ) }
					onRemove={ () =>
						setSets( sets.filter( ( _, at ) => at !== index ) )
					}
				>
					<RuleList
						title={ __( 'Show on', 'sightline-seo' ) }
						rules={ set.include }
						onChange={ ( include ) => update( index, { include } ) }
					/>
					<RuleList
						title={ __( 'Never show on', 'sightline-seo' ) }
						rules={ set.exclude }
						onChange={ ( exclude ) => update( index, { exclude } ) }
					/>
				</InstanceCard>
			) ) }
			<TypePicker
				disabledReason={
					sets.length >= MAX_INSTANCES
						? __(
								'The site has as many schema types as it may have.',
								'sightline-seo'
							)
						: ''
				}
				onAdd={ ( type ) =>
					setSets( [
						...sets,
						{
							id: newInstanceId( type, sets.map( instanceOf ) ),
							type,
							values: {},
							include: [],
							exclude: [],
						},
					] )
				}
			/>
		</Section>
	);
}
