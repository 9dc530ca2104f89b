/**
 * The form of an object's own structured data (schema.org type instances), wherever they are edited:
 * the block editor's Schema panel, a term's form, a user's profile. Instances are added from the
 * catalogue, removed and filled field by field, each with the JSON-LD node it will print and what
 * Google's rich results would miss; a save the server refused shows its words.
 */
import { Notice } from '@wordpress/components';
import { useCallback } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { SetValue } from '../../components/structured-data/fields/type-fields';
import {
	InstanceCard,
	type SchemaPage,
} from '../../components/structured-data/instance-card';
import {
	addInstance,
	MAX_INSTANCES,
	removeInstance,
	withInstanceValue,
	type StoredInstance,
} from '../../components/structured-data/instances';
import { TypePicker } from '../../components/structured-data/type-picker';

export interface SchemaFormProps {
	instances: StoredInstance[];
	setInstances: ( next: StoredInstance[] ) => void;
	/** The server's reason for refusing the last save (null when it did not). */
	refusal: string | null;
	/** What the nodes are built with: the page's variables and address. */
	page: SchemaPage;
}

export function SchemaForm( {
	instances,
	setInstances,
	refusal,
	page,
}: SchemaFormProps ) {
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
