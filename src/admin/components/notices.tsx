/**
 * Shows the store's snackbar notices (@wordpress/notices). A notice may carry a description, known by
 * its id and status because notices themselves hold only one line of text: the message and the
 * description show as two texts of one snackbar (SPEC §8: a message "with the description").
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { NOTICE } from '../../store/constants';
import { ROBOTS_NOTICE } from '../../store/robots/constants';

function description( notice: { id: string; status: string } ) {
	if ( notice.id === NOTICE.settingsReload ) {
		return __(
			'To apply the new settings, the page will refresh automatically in 3 seconds.',
			'sightline-seo'
		);
	}
	if ( notice.id === ROBOTS_NOTICE && notice.status === 'error' ) {
		return __(
			'An unexpected error occurred while updating the robots.txt content. Please try again later.',
			'sightline-seo'
		);
	}
	return undefined;
}

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
		const text = description( notice );
		return text
			? {
					...notice,
					content: (
						<>
							<span className="sightline-notices__message">
								{ notice.content }
							</span>{ ' ' }
							<span className="sightline-notices__description">
								{ text }
							</span>
						</>
					),
				}
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
