/**
 * Editor view of the FAQ block: each question and its answer edited in place, with buttons to add,
 * move and remove questions.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';

import { insertAfter, move, removeAt, update } from '../shared/list';
import { ItemControls } from '../shared/item-controls';
import {
	emptyQuestion,
	type FaqAttributes,
	type FaqQuestion,
} from './questions';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< FaqAttributes > ) {
	const questions = attributes.questions;
	const set = ( next: FaqQuestion[] ) => setAttributes( { questions: next } );
	useEffect( () => {
		// A new block starts with one question to type in.
		if ( questions.length === 0 ) {
			set( [ emptyQuestion() ] );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- Once, when the block is inserted.
	}, [] );
	return (
		<div { ...useBlockProps() }>
			{ questions.map( ( item, index ) => {
				const label = sprintf(
					/* translators: %d: position of the question in the block. */
					__( 'Question %d', 'sightline-seo' ),
					index + 1
				);
				return (
					<div
						className="wp-block-sightline-faq__item"
						key={ item.id }
					>
						<RichText
							tagName="h3"
							className="wp-block-sightline-faq__question"
							identifier={ `${ item.id }-question` }
							aria-label={ label }
							placeholder={ __( 'Question', 'sightline-seo' ) }
							allowedFormats={ [ 'core/bold', 'core/italic' ] }
							value={ item.question }
							onChange={ ( question ) =>
								set( update( questions, index, { question } ) )
							}
						/>
						<RichText
							tagName="div"
							className="wp-block-sightline-faq__answer"
							identifier={ `${ item.id }-answer` }
							aria-label={ sprintf(
								/* translators: %d: position of the question in the block. */
								__( 'Answer %d', 'sightline-seo' ),
								index + 1
							) }
							placeholder={ __( 'Answer', 'sightline-seo' ) }
							value={ item.answer }
							onChange={ ( answer ) =>
								set( update( questions, index, { answer } ) )
							}
						/>
						<ItemControls
							index={ index }
							count={ questions.length }
							itemLabel={ label }
							onMove={ ( by ) =>
								set( move( questions, index, by ) )
							}
							onRemove={ () =>
								set( removeAt( questions, index ) )
							}
						/>
					</div>
				);
			} ) }
			<Button
				variant="secondary"
				icon={ plus }
				onClick={ () =>
					set( insertAfter( questions, -1, emptyQuestion() ) )
				}
			>
				{ __( 'Add question', 'sightline-seo' ) }
			</Button>
		</div>
	);
}
