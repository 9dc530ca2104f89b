/**
 * One setting as [value, setValue] for a form control: reading goes through the store's selectors,
 * writing records an unsaved edit.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { store } from '../../store';
import type { GlobalSettings, SettingKey } from '../../store';

export function useSetting< K extends SettingKey >(
	key: K
): [ GlobalSettings[ K ], ( value: GlobalSettings[ K ] ) => void ] {
	// getSettings() (not getSetting) so the first read triggers the store's one settings load.
	const value = useSelect(
		( select ) => select( store ).getSettings()?.[ key ],
		[ key ]
	) as GlobalSettings[ K ];
	const { editSettings } = useDispatch( store );
	const setValue = useCallback(
		( next: GlobalSettings[ K ] ) => editSettings( { [ key ]: next } ),
		[ editSettings, key ]
	);
	return [ value, setValue ];
}
