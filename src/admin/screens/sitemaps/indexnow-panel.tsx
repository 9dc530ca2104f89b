/**
 * IndexNow on the Sitemaps screen: the opt-in switch (setting enable_indexnow, saved with the shared
 * Save button), then, once it is saved on, the key file URL, what waits to be sent and the outcome of
 * the last submission (from GET /sightline/v1/indexnow through the store).
 */
import { ExternalLink, Notice, ToggleControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { indexnowSummary } from './indexnow-summary';
import './panels.scss';

export function IndexnowPanel() {
	const [ enabled, setEnabled ] = useSetting( 'enable_indexnow' );
	const savedOn = useSelect(
		( select ) =>
			Boolean( select( store ).getSavedSettings()?.enable_indexnow ),
		[]
	);
	const status = useSelect(
		( select ) => ( savedOn ? select( store ).getIndexnowStatus() : null ),
		[ savedOn ]
	);
	const { refreshIndexnowStatus } = useDispatch( store );
	useEffect( () => {
		// Read when shown, and again when a save turns it on (the save made the key).
		if ( savedOn ) {
			refreshIndexnowStatus();
		}
	}, [ savedOn, refreshIndexnowStatus ] );
	const summary = indexnowSummary( status?.last_result ?? null );

	return (
		<Section
			title={ __( 'IndexNow', 'sightline-seo' ) }
			description={ __(
				'Tell Bing, Yandex, Seznam, Naver and the other IndexNow search engines about published, updated, trashed and noindexed pages, in the background, a minute after each change.',
				'sightline-seo'
			) }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Submit changes to IndexNow', 'sightline-seo' ) }
				help={ __(
					'Off by default: nothing is sent until you turn this on and save. Saving it on creates your site’s IndexNow key, served as a text file at your site’s root.',
					'sightline-seo'
				) }
				checked={ Boolean( enabled ) }
				onChange={ setEnabled }
			/>
			{ savedOn && status && (
				<div className="sightline-indexnow__status">
					{ status.key_url && (
						<p>
							{ __( 'Key file:', 'sightline-seo' ) }{ ' ' }
							<ExternalLink href={ status.key_url }>
								{ status.key_url }
							</ExternalLink>
						</p>
					) }
					<p>
						{ status.queued > 0
							? sprintf(
									/* translators: %d: number of URLs. */
									_n(
										'%d URL waits to be sent.',
										'%d URLs wait to be sent.',
										status.queued,
										'sightline-seo'
									),
									status.queued
								)
							: __(
									'No URL waits to be sent.',
									'sightline-seo'
								) }
					</p>
					<Notice
						status={ summary.status }
						isDismissible={ false }
						className="sightline-indexnow__last"
					>
						<strong>
							{ __( 'Last submission:', 'sightline-seo' ) }
						</strong>{ ' ' }
						{ summary.message }
					</Notice>
				</div>
			) }
		</Section>
	);
}
