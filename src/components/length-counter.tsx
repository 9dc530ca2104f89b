/**
 * "current/maximum" under a text field. Past the maximum it takes the error colour; the limit
 * is advice, never enforced, so typing on is always possible.
 */
import { __, sprintf } from '@wordpress/i18n';

import { textLength } from './truncate';
import './style.scss';

export interface LengthCounterProps {
	value: string;
	max: number;
	/** Id to reference from the field's aria-describedby. */
	id?: string;
}

export function LengthCounter( { value, max, id }: LengthCounterProps ) {
	const length = textLength( value );
	const over = length > max;
	return (
		<span
			id={ id }
			className={
				over
					? 'sightline-length-counter is-over'
					: 'sightline-length-counter'
			}
			data-over={ over ? 'true' : 'false' }
		>
			<span aria-hidden="true">{ `${ length }/${ max }` }</span>
			<span className="screen-reader-text">
				{ over
					? sprintf(
							/* translators: 1: characters typed, 2: recommended maximum. */
							__(
								'%1$d characters, more than the recommended %2$d.',
								'sightline-seo'
							),
							length,
							max
						)
					: sprintf(
							/* translators: 1: characters typed, 2: recommended maximum. */
							__( '%1$d of %2$d characters.', 'sightline-seo' ),
							length,
							max
						) }
			</span>
		</span>
	);
}
