/**
 * The How-to block's saved HTML: its name (h2) and description, the total time (a `time` element
 * whose `datetime` is the ISO 8601 duration), the cost, the supplies and tools as lists, and the
 * steps as an ordered list (each with its name, text and image).
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';

import { hasText } from '../faq/questions';
import type { HowToAttributes } from './steps';

export default function save( {
	attributes,
}: {
	attributes: HowToAttributes;
} ) {
	const {
		name,
		description,
		totalTime,
		durationText,
		estimatedCost,
		labels,
	} = attributes;
	const lists: Array< [ string, string, string[] ] > = [
		[ 'supplies', labels.supplies ?? '', attributes.supplies ],
		[ 'tools', labels.tools ?? '', attributes.tools ],
	];
	const steps = attributes.steps.filter(
		( step ) => hasText( step.name ) || hasText( step.text )
	);
	return (
		<div { ...useBlockProps.save() }>
			{ hasText( name ) && (
				<RichText.Content
					tagName="h2"
					className="wp-block-sightline-how-to__name"
					value={ name }
				/>
			) }
			{ hasText( description ) && (
				<RichText.Content
					tagName="p"
					className="wp-block-sightline-how-to__description"
					value={ description }
				/>
			) }
			{ totalTime !== '' && (
				<p className="wp-block-sightline-how-to__time">
					{ labels.time }{ ' ' }
					<time dateTime={ totalTime }>{ durationText }</time>
				</p>
			) }
			{ estimatedCost.value !== '' && estimatedCost.currency !== '' && (
				<p className="wp-block-sightline-how-to__cost">
					{ labels.cost } { estimatedCost.value }{ ' ' }
					{ estimatedCost.currency }
				</p>
			) }
			{ lists.map(
				( [ key, label, items ] ) =>
					items.length > 0 && (
						<div
							className={ `wp-block-sightline-how-to__${ key }` }
							key={ key }
						>
							<h3>{ label }</h3>
							<ul>
								{ items.map( ( item, index ) => (
									<li key={ index }>{ item }</li>
								) ) }
							</ul>
						</div>
					)
			) }
			{ steps.length > 0 && (
				<ol className="wp-block-sightline-how-to__steps">
					{ steps.map( ( step ) => (
						<li
							className="wp-block-sightline-how-to__step"
							id={ step.id }
							key={ step.id }
						>
							{ hasText( step.name ) && (
								<RichText.Content
									tagName="strong"
									className="wp-block-sightline-how-to__step-name"
									value={ step.name }
								/>
							) }
							<RichText.Content
								tagName="div"
								className="wp-block-sightline-how-to__step-text"
								value={ step.text }
							/>
							{ step.image?.url && (
								<img
									className="wp-block-sightline-how-to__step-image"
									src={ step.image.url }
									alt={ step.image.alt }
								/>
							) }
						</li>
					) ) }
				</ol>
			) }
		</div>
	);
}
