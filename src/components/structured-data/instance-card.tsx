/**
 * One type instance of the post: its fields, what it lacks (checkNode()) and the JSON-LD node it
 * prints (buildNode(), the build rule the page uses), both worked out from the unsaved values as the
 * author types.
 */
import { Button } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useDeferredValue, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import { buildNode, checkNode } from '../../structured-data';
import type { VariableValues } from '../../structured-data';
import { TypeFields, type SetValue } from './fields/type-fields';
import { Findings } from './findings';
import type { StoredInstance } from './instances';
import { typeLabel } from './labels';

/** The page an instance is built for: its variables' values and its address. */
export interface SchemaPage {
	variables: VariableValues;
	url: string;
}

interface InstanceCardProps {
	instance: StoredInstance;
	page: SchemaPage;
	set: SetValue;
	onRemove: () => void;
	/** More about the instance, after its fields (the Schema screen's display rules). */
	children?: ReactNode;
}

export function InstanceCard( {
	instance,
	page,
	set,
	onRemove,
	children,
}: InstanceCardProps ) {
	const headingId = useInstanceId(
		InstanceCard,
		'sightline-schema-instance'
	) as string;
	const label = typeLabel( instance.type );
	// The fields follow each keystroke; the node and its findings may lag a frame behind.
	const deferredInstance = useDeferredValue( instance );
	const deferredPage = useDeferredValue( page );
	const node = useMemo(
		() =>
			buildNode(
				deferredInstance,
				deferredPage.variables,
				deferredPage.url
			),
		[ deferredInstance, deferredPage ]
	);
	const findings = useMemo(
		() => ( node ? checkNode( node ) : [] ),
		[ node ]
	);
	return (
		<section
			className="sightline-schema-instance"
			aria-labelledby={ headingId }
			data-instance-id={ instance.id }
		>
			<div className="sightline-schema-instance__head">
				<h3
					id={ headingId }
					className="sightline-schema-instance__title"
				>
					{ label }
				</h3>
				<Button
					variant="tertiary"
					size="compact"
					isDestructive
					onClick={ onRemove }
				>
					{
						/* translators: %s: a structured-data type, e.g. Product. */
						sprintf( __( 'Remove %s', 'sightline-seo' ), label )
					}
				</Button>
			</div>
			<Findings findings={ findings } />
			<TypeFields
				type={ instance.type }
				values={ instance.values }
				path={ [] }
				set={ set }
				depth={ 0 }
			/>
			{ children }
			<details className="sightline-schema-json" open>
				<summary>
					{
						/* translators: %s: a structured-data type, e.g. Product. */
						sprintf( __( 'JSON-LD of %s', 'sightline-seo' ), label )
					}
				</summary>
				<pre
					className="sightline-schema-json__code"
					data-testid="sightline-schema-json"
					// Scrollable, so reachable from the keyboard.

					tabIndex={ 0 }
				>
					{ JSON.stringify( node, null, 2 ) }
				</pre>
			</details>
		</section>
	);
}
