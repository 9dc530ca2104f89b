/**
 * The checkbox cells of a list table with bulk actions: "Select all" in the header, one per row.
 */
import { CheckboxControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** Checked when every shown row is. */
export function SelectAllCell( {
	ids,
	selected,
	onSelectAll,
}: {
	ids: number[];
	selected: number[];
	onSelectAll: ( on: boolean ) => void;
} ) {
	return (
		<td className="check-column">
			<CheckboxControl
				__nextHasNoMarginBottom
				aria-label={ __( 'Select all', 'sightline-seo' ) }
				checked={
					ids.length > 0 &&
					ids.every( ( id ) => selected.includes( id ) )
				}
				onChange={ onSelectAll }
			/>
		</td>
	);
}

export function SelectRowCell( {
	label,
	checked,
	onChange,
}: {
	/** "Select …", naming the row. */
	label: string;
	checked: boolean;
	onChange: ( on: boolean ) => void;
} ) {
	return (
		<td className="check-column">
			<CheckboxControl
				__nextHasNoMarginBottom
				aria-label={ label }
				checked={ checked }
				onChange={ onChange }
			/>
		</td>
	);
}
