/**
 * The Schema panel of the block editor's sidebar: the post's own structured data (schema.org type
 * instances), added from the catalogue, removed, filled field by field, each with the JSON-LD node it
 * will print and what Google's rich results would miss, live from the unsaved post. The instances are
 * post meta edited with the post, so the editor's Save stores them and the server validates them
 * then; a refusal is shown here with the server's words. Loaded as its own chunk when the sidebar
 * opens (panels/schema.tsx), so the editor pays nothing for it before.
 */
import { Notice } from '@wordpress/components';
import { useCallback, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { useSeoObject } from '../context';
import { contentDescription } from '../resolve';
import { useEditorData } from '../use-seo';
import type { SetValue } from '../../components/structured-data/fields/type-fields';
import { InstanceCard } from '../../components/structured-data/instance-card';
import {
	addInstance,
	MAX_INSTANCES,
	removeInstance,
	withInstanceValue,
} from '../../components/structured-data/instances';
import { schemaPage } from './page-values';
import { TypePicker } from '../../components/structured-data/type-picker';
import {
	usePostDates,
	useSaveRefusal,
	useStructuredData,
} from './use-structured-data';

export default function SchemaPanel() {
	const object = useSeoObject();
	const data = useEditorData();
	const dates = usePostDates();
	const refusal = useSaveRefusal();
	const [ instances, setInstances ] = useStructuredData();
	const fromContent = useMemo(
		() => contentDescription( object.content, data ),
		[ object.content, data ]
	);
	const page = useMemo(
		() => schemaPage( object, data, fromContent, dates, Date.now() ),
		[ object, data, fromContent, dates ]
	);
	const setAt = useCallback(
		( index: number ): SetValue =>
			( path, value ) =>
				setInstances(
					withInstanceValue( instances, index, path, value )
				),
		[ instances, setInstances ]
	);
	return (
		<div className="sightline-editor-panel sightline-schema">
			{ refusal && (
				<Notice status="error" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: the server's reason, naming the field. */
						__(
							'The structured data was not saved: %s',
							'sightline-seo'
						),
						refusal
					) }
				</Notice>
			) }
			{ instances.length === 0 && (
				<p className="sightline-editor-panel__intro">
					{ __(
						'Describe what this page is about (a product, a recipe, an event…) so search engines can show it as a rich result.',
						'sightline-seo'
					) }
				</p>
			) }
			{ instances.map( ( instance, index ) => (
				<InstanceCard
					key={ instance.id }
					instance={ instance }
					page={ page }
					set={ setAt( index ) }
					onRemove={ () =>
						setInstances( removeInstance( instances, index ) )
					}
				/>
			) ) }
			<TypePicker
				onAdd={ ( type ) =>
					setInstances( addInstance( instances, type ) )
				}
				disabledReason={
					instances.length >= MAX_INSTANCES
						? sprintf(
								/* translators: %d: the most structured data items a post may have. */
								__(
									'A post may have at most %d structured data items.',
									'sightline-seo'
								),
								MAX_INSTANCES
							)
						: ''
				}
			/>
		</div>
	);
}
