/**
 * The ids checked in a list for a bulk action: one row on or off, all shown rows on or off, or none.
 */
import { useState } from '@wordpress/element';

export function useSelection() {
	const [ selected, setSelected ] = useState< number[] >( [] );
	return {
		selected,
		selectOne: ( id: number, on: boolean ) =>
			setSelected( ( current ) =>
				on
					? [ ...current, id ]
					: current.filter( ( item ) => item !== id )
			),
		selectAll: ( ids: number[], on: boolean ) =>
			setSelected( on ? ids : [] ),
		clearSelection: () => setSelected( [] ),
	};
}
