/**
 * Adding a type: the offered types in groups, narrowed by a search over their names.
 */
import { Button, SearchControl } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { typeGroups } from './groups';
import { typeLabel } from './labels';

interface TypePickerProps {
	onAdd: ( type: string ) => void;
	/** Why no type can be added now ('' when one can). */
	disabledReason: string;
}

export function TypePicker( { onAdd, disabledReason }: TypePickerProps ) {
	const [ open, setOpen ] = useState( false );
	const [ search, setSearch ] = useState( '' );
	const id = useInstanceId( TypePicker, 'sightline-schema-picker' ) as string;
	const groups = useMemo(
		() => ( open ? typeGroups( search ) : [] ),
		[ open, search ]
	);
	if ( ! open ) {
		return (
			<div className="sightline-schema-picker">
				<Button
					variant="primary"
					aria-expanded={ false }
					disabled={ disabledReason !== '' }
					onClick={ () => setOpen( true ) }
				>
					{ __( 'Add structured data', 'sightline-seo' ) }
				</Button>
				{ disabledReason !== '' && (
					<p className="sightline-schema-picker__note">
						{ disabledReason }
					</p>
				) }
			</div>
		);
	}
	return (
		<div className="sightline-schema-picker is-open">
			<SearchControl
				label={ __( 'Search types', 'sightline-seo' ) }
				value={ search }
				onChange={ setSearch }
				__nextHasNoMarginBottom
			/>
			{ groups.length === 0 && (
				<p role="status">
					{ __( 'No type matches this search.', 'sightline-seo' ) }
				</p>
			) }
			{ groups.map( ( group ) => (
				<div
					key={ group.name }
					role="group"
					aria-labelledby={ `${ id }-${ group.name }` }
					className="sightline-schema-picker__group"
				>
					<h4
						id={ `${ id }-${ group.name }` }
						className="sightline-schema-picker__heading"
					>
						{ group.label }
					</h4>
					{ group.types.map( ( type ) => (
						<Button
							key={ type }
							variant="secondary"
							size="compact"
							aria-label={ sprintf(
								/* translators: %s: a structured-data type, e.g. Recipe. */
								__( 'Add %s', 'sightline-seo' ),
								typeLabel( type )
							) }
							onClick={ () => {
								onAdd( type );
								setOpen( false );
								setSearch( '' );
							} }
						>
							{ typeLabel( type ) }
						</Button>
					) ) }
				</div>
			) ) }
			<Button variant="tertiary" onClick={ () => setOpen( false ) }>
				{ __( 'Cancel', 'sightline-seo' ) }
			</Button>
		</div>
	);
}
