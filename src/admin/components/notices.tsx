/**
 * Shows the store's snackbar notices (@wordpress/notices). A notice may carry a description keyed by
 * its id, because notices themselves hold only one line of text.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { NOTICE } from '../../store/constants';

const descriptions = (): Record< string, string > => ( {
	[ NOTICE.settingsReload ]: __(
		'To apply the new settings, the page will refresh automatically in 3 seconds.',
		'sightline-seo'
	),
} );

export function Notices() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	const withDescriptions = notices.map( ( notice ) => {
		const description = descriptions()[ notice.id ];
		return description
			? { ...notice, content: `${ notice.content }. ${ description }` }
			: notice;
	} );
	return (
		<SnackbarList
			className="sightline-notices"
			notices={
				withDescriptions as unknown as Parameters<
					typeof SnackbarList
				>[ 0 ][ 'notices' ]
			}
			onRemove={ removeNotice }
		/>
	);
}
