/**
 * The FAQ block's saved HTML: each question a heading (h3) followed by its answer, always visible.
 * Headings let screen-reader users move from question to question, and an answer a visitor sees
 * without opening anything is what Google asks of FAQ content; a collapsible FAQ is WordPress's
 * Details block, which the Schema settings can count as FAQ.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';

import { shownQuestions, type FaqAttributes } from './questions';

export default function save( { attributes }: { attributes: FaqAttributes } ) {
	return (
		<div { ...useBlockProps.save() }>
			{ shownQuestions( attributes.questions ).map( ( item ) => (
				<div
					className="wp-block-sightline-faq__item"
					id={ item.id }
					key={ item.id }
				>
					<RichText.Content
						tagName="h3"
						className="wp-block-sightline-faq__question"
						value={ item.question }
					/>
					<RichText.Content
						tagName="div"
						className="wp-block-sightline-faq__answer"
						value={ item.answer }
					/>
				</div>
			) ) }
		</div>
	);
}
