/**
 * The wizard's toasts: snackbar notices of @wordpress/notices.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

export function Notices() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			className="sightline-wizard__notices"
			notices={
				notices as unknown as Parameters<
					typeof SnackbarList
				>[ 0 ][ 'notices' ]
			}
			onRemove={ removeNotice }
		/>
	);
}
