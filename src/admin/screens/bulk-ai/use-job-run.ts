/**
 * Runs a background AI job from the browser: asks the server to write the next few suggestions until
 * none is pending, waits when the provider's rate limit says so, and stops on request or on a failed
 * call (the job stays on the server; Resume continues it, from this tab or another one later).
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { store } from '../../../store';
import { errorMessage } from '../../../store/utils/error-message';
import type { AiJob } from '../../../contracts';

export function isRunnable( job: AiJob ): boolean {
	return job.counts.pending + job.counts.running > 0;
}

export function useJobRun( setJob: ( job: AiJob ) => void ) {
	const { runAiJob } = useDispatch( store );
	const [ running, setRunning ] = useState( false );
	const [ waiting, setWaiting ] = useState( 0 );
	const [ error, setError ] = useState( '' );
	const stopped = useRef( false );

	useEffect(
		() => () => {
			stopped.current = true;
		},
		[]
	);

	const run = useCallback(
		async ( job: string ) => {
			stopped.current = false;
			setRunning( true );
			setError( '' );
			try {
				while ( ! stopped.current ) {
					const answer: AiJob = await runAiJob( job );
					setJob( answer );
					if ( ! isRunnable( answer ) ) {
						break;
					}
					const wait = answer.retry_after ?? 0;
					if ( wait > 0 ) {
						setWaiting( wait );
						await new Promise( ( resolve ) =>
							setTimeout( resolve, wait * 1000 )
						);
						setWaiting( 0 );
					}
				}
			} catch ( failure ) {
				setError(
					errorMessage(
						failure,
						__(
							'The suggestions could not be written. Resume to try again.',
							'sightline-seo'
						)
					)
				);
			}
			setWaiting( 0 );
			setRunning( false );
		},
		[ runAiJob, setJob ]
	);

	const stop = useCallback( () => {
		stopped.current = true;
	}, [] );

	return { run, stop, running, waiting, error };
}
