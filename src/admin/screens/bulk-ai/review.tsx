/**
 * The review of a job's suggestions: each object with its current value beside the suggestion (which
 * the user may edit), its state and the provider's error; apply or discard one, or all that are ready.
 * Nothing reaches the object before Apply.
 */
import { Button, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { AiReviewedItem } from '../../../store/ai-jobs/actions';
import type { AiJob } from '../../../contracts';

type Item = AiJob[ 'items' ][ number ];

export function fieldLabel( field: string ): string {
	const labels: Record< string, string > = {
		title: __( 'SEO title', 'sightline-seo' ),
		description: __( 'Meta description', 'sightline-seo' ),
		alt: __( 'Alt text', 'sightline-seo' ),
	};
	return labels[ field ] ?? field;
}

/** What an empty current value means: the template fills an SEO field, an image simply has none. */
export function emptyLabel( field: string ): string {
	return field === 'alt'
		? __( '(none)', 'sightline-seo' )
		: __( '(empty: the template is used)', 'sightline-seo' );
}

function statusLabel( status: Item[ 'status' ] ): string {
	const labels: Record< Item[ 'status' ], string > = {
		pending: __( 'Waiting', 'sightline-seo' ),
		running: __( 'Writing…', 'sightline-seo' ),
		ready: __( 'Ready for review', 'sightline-seo' ),
		failed: __( 'Failed', 'sightline-seo' ),
		applied: __( 'Applied', 'sightline-seo' ),
		discarded: __( 'Discarded', 'sightline-seo' ),
	};
	return labels[ status ];
}

/** The values Apply writes for an item: the user's edits over the suggestion. */
export function reviewedValues(
	item: Item,
	fields: string[],
	edits: Record< string, string >
): AiReviewedItem[ 'values' ] {
	const values: Record< string, string > = {};
	for ( const field of fields ) {
		const value = edits[ field ] ?? item.suggestion[ field ];
		if ( value !== undefined && value !== '' ) {
			values[ field ] = value;
		}
	}
	return values;
}

export function Review( {
	job,
	busy,
	onApply,
	onDiscard,
}: {
	job: AiJob;
	busy: boolean;
	onApply: ( items: AiReviewedItem[] ) => void;
	onDiscard: ( ids: number[] ) => void;
} ) {
	const [ edits, setEdits ] = useState<
		Record< number, Record< string, string > >
	>( {} );
	const ready = job.items.filter( ( item ) => item.status === 'ready' );
	const reviewed = ( item: Item ): AiReviewedItem => ( {
		id: item.id,
		values: reviewedValues( item, job.fields, edits[ item.id ] ?? {} ),
	} );

	return (
		<div className="sightline-bulk-ai__review">
			{ job.kind === 'alt' && job.post > 0 && (
				<p>
					{ sprintf(
						/* translators: %d: post id. */
						__(
							'Applying also writes the alt text into the image blocks of post #%d that have none.',
							'sightline-seo'
						),
						job.post
					) }
				</p>
			) }
			<div className="sightline-bulk-ai__review-actions">
				<Button
					variant="primary"
					disabled={ busy || ! ready.length }
					onClick={ () => onApply( ready.map( reviewed ) ) }
				>
					{ sprintf(
						/* translators: %d: number of suggestions. */
						__( 'Apply all %d ready', 'sightline-seo' ),
						ready.length
					) }
				</Button>
				<Button
					variant="secondary"
					disabled={ busy || ! ready.length }
					onClick={ () =>
						onDiscard( ready.map( ( item ) => item.id ) )
					}
				>
					{ __( 'Discard all ready', 'sightline-seo' ) }
				</Button>
			</div>
			<ul className="sightline-bulk-ai__items">
				{ job.items.map( ( item ) => {
					const open =
						item.status === 'ready' || item.status === 'failed';
					return (
						<li
							key={ item.id }
							className={ `sightline-bulk-ai__item is-${ item.status }` }
							aria-label={ item.label }
						>
							<h3>{ item.label || `#${ item.id }` }</h3>
							<p className="sightline-bulk-ai__status">
								{ statusLabel( item.status ) }
							</p>
							{ item.error && (
								<p
									className="sightline-bulk-ai__error"
									role="status"
								>
									{ item.error.message }
								</p>
							) }
							{ job.fields.map( ( field ) => (
								<div
									key={ field }
									className="sightline-bulk-ai__field"
								>
									<p>
										<strong>
											{ sprintf(
												/* translators: %s: field name. */
												__(
													'Current %s:',
													'sightline-seo'
												),
												fieldLabel( field )
											) }
										</strong>{ ' ' }
										{ item.current[ field ] ||
											emptyLabel( field ) }
									</p>
									{ open &&
										item.suggestion[ field ] !==
											undefined && (
											<TextareaControl
												label={ sprintf(
													/* translators: %s: field name. */
													__(
														'Suggested %s',
														'sightline-seo'
													),
													fieldLabel( field )
												) }
												rows={ 2 }
												value={
													edits[ item.id ]?.[
														field
													] ??
													item.suggestion[ field ]
												}
												onChange={ ( value ) =>
													setEdits( ( all ) => ( {
														...all,
														[ item.id ]: {
															...all[ item.id ],
															[ field ]: value,
														},
													} ) )
												}
												__nextHasNoMarginBottom
											/>
										) }
								</div>
							) ) }
							{ open && (
								<div className="sightline-bulk-ai__item-actions">
									<Button
										variant="secondary"
										disabled={
											busy ||
											! Object.keys(
												reviewed( item ).values
											).length
										}
										onClick={ () =>
											onApply( [ reviewed( item ) ] )
										}
									>
										{ __( 'Apply', 'sightline-seo' ) }
									</Button>
									<Button
										variant="tertiary"
										disabled={ busy }
										onClick={ () =>
											onDiscard( [ item.id ] )
										}
									>
										{ __( 'Discard', 'sightline-seo' ) }
									</Button>
								</div>
							) }
						</li>
					);
				} ) }
			</ul>
		</div>
	);
}
