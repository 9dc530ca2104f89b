/**
 * A post or a term searched by title or name (WordPress's search route, through the store), for the
 * pick lists' filters: the images of one post, the posts of one term. Answers the option picked, with
 * its post type or taxonomy, or null when cleared.
 */
import { ComboboxControl } from '@wordpress/components';
import { useDebounce } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';

import { store } from '../../../store';
import type { ObjectOption } from '../../../store';

export function ObjectSearch( {
	kind,
	label,
	help,
	value,
	onChange,
}: {
	kind: 'post' | 'term';
	label: string;
	help: string;
	value: ObjectOption | null;
	onChange: ( option: ObjectOption | null ) => void;
} ) {
	const [ search, setSearch ] = useState( '' );
	const setSearchSoon = useDebounce( setSearch, 300 );
	const found = useSelect(
		( select ) => select( store ).searchObjects( kind, search ),
		[ kind, search ]
	);
	// The picked one stays among the options, so the field keeps showing it after another search.
	const options = [
		...( value ? [ value ] : [] ),
		...( found ?? [] ).filter( ( option ) => option.id !== value?.id ),
	];
	return (
		<ComboboxControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ value ? String( value.id ) : null }
			options={ options.map( ( option ) => ( {
				value: String( option.id ),
				label: option.subtype
					? `${ option.label } (${ option.subtype })`
					: option.label,
			} ) ) }
			onFilterValueChange={ setSearchSoon }
			onChange={ ( next ) =>
				onChange(
					options.find(
						( option ) => String( option.id ) === next
					) ?? null
				)
			}
		/>
	);
}
