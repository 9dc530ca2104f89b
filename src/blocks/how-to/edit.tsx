/**
 * Editor view of the How-to block: its name, description and steps edited in place (each step's name,
 * text and optional image; add, move, remove), the total time, cost, supplies and tools in the block's
 * settings.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';

import {
	insertAfter,
	linesToItems,
	move,
	removeAt,
	update,
} from '../shared/list';
import { ItemControls } from '../shared/item-controls';
import {
	durationText,
	isoDuration,
	partsOf,
	wholeNumber,
	type DurationParts,
} from './duration';
import {
	costValue,
	currencyCode,
	defaultLabels,
	emptyStep,
	type HowToAttributes,
	type HowToStep,
} from './steps';

/** A list edited one item a line; the text is kept as typed while the saved list drops empty lines. */
function LinesControl( {
	label,
	items,
	onChange,
}: {
	label: string;
	items: string[];
	onChange: ( items: string[] ) => void;
} ) {
	const [ text, setText ] = useState( items.join( '\n' ) );
	return (
		<TextareaControl
			__nextHasNoMarginBottom
			label={ label }
			help={ __( 'One a line.', 'sightline-seo' ) }
			value={ text }
			onChange={ ( value: string ) => {
				setText( value );
				onChange( linesToItems( value ) );
			} }
		/>
	);
}

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< HowToAttributes > ) {
	const { steps, estimatedCost } = attributes;
	const [ costText, setCostText ] = useState( estimatedCost.value );
	const parts = partsOf( attributes.totalTime );
	const setSteps = ( next: HowToStep[] ) => setAttributes( { steps: next } );
	const setDuration = ( patch: Partial< DurationParts > ) => {
		const totalTime = isoDuration( { ...parts, ...patch } );
		setAttributes( { totalTime, durationText: durationText( totalTime ) } );
	};
	useEffect( () => {
		// A new block gets its words in the editor's language and one step to type in.
		if ( attributes.labels.time === undefined ) {
			setAttributes( {
				labels: defaultLabels(),
				steps: steps.length ? steps : [ emptyStep() ],
			} );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- Once, when the block is inserted.
	}, [] );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Time and cost', 'sightline-seo' ) }>
					{ (
						[
							[ 'days', __( 'Days', 'sightline-seo' ) ],
							[ 'hours', __( 'Hours', 'sightline-seo' ) ],
							[ 'minutes', __( 'Minutes', 'sightline-seo' ) ],
						] as Array< [ keyof DurationParts, string ] >
					 ).map( ( [ unit, label ] ) => (
						<TextControl
							key={ unit }
							__nextHasNoMarginBottom
							type="number"
							min={ 0 }
							label={ label }
							value={
								parts[ unit ] ? String( parts[ unit ] ) : ''
							}
							onChange={ ( value: string ) =>
								setDuration( {
									[ unit ]: wholeNumber( value ),
								} )
							}
						/>
					) ) }
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Estimated cost', 'sightline-seo' ) }
						value={ costText }
						onChange={ ( value: string ) => {
							setCostText( value );
							setAttributes( {
								estimatedCost: {
									...estimatedCost,
									value: costValue( value ),
								},
							} );
						} }
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Currency', 'sightline-seo' ) }
						help={ __(
							'A three-letter code such as EUR or USD.',
							'sightline-seo'
						) }
						value={ estimatedCost.currency }
						onChange={ ( value: string ) =>
							setAttributes( {
								estimatedCost: {
									...estimatedCost,
									currency:
										currencyCode( value ) ||
										value.toUpperCase().slice( 0, 3 ),
								},
							} )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Supplies and tools', 'sightline-seo' ) }
				>
					<LinesControl
						label={ __( 'Supplies', 'sightline-seo' ) }
						items={ attributes.supplies }
						onChange={ ( supplies ) =>
							setAttributes( { supplies } )
						}
					/>
					<LinesControl
						label={ __( 'Tools', 'sightline-seo' ) }
						items={ attributes.tools }
						onChange={ ( tools ) => setAttributes( { tools } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps() }>
				<RichText
					tagName="h2"
					className="wp-block-sightline-how-to__name"
					aria-label={ __( 'How-to name', 'sightline-seo' ) }
					placeholder={ __( 'How to…', 'sightline-seo' ) }
					allowedFormats={ [] }
					value={ attributes.name }
					onChange={ ( name ) => setAttributes( { name } ) }
				/>
				<RichText
					tagName="p"
					className="wp-block-sightline-how-to__description"
					aria-label={ __( 'Description', 'sightline-seo' ) }
					placeholder={ __( 'What it is about', 'sightline-seo' ) }
					value={ attributes.description }
					onChange={ ( description ) =>
						setAttributes( { description } )
					}
				/>
				{ attributes.totalTime !== '' && (
					<p className="wp-block-sightline-how-to__time">
						{ attributes.labels.time } { attributes.durationText }
					</p>
				) }
				<ol className="wp-block-sightline-how-to__steps">
					{ steps.map( ( step, index ) => {
						const label = sprintf(
							/* translators: %d: position of the step in the how-to. */
							__( 'Step %d', 'sightline-seo' ),
							index + 1
						);
						const change = ( patch: Partial< HowToStep > ) =>
							setSteps( update( steps, index, patch ) );
						return (
							<li
								className="wp-block-sightline-how-to__step"
								key={ step.id }
							>
								<RichText
									tagName="strong"
									className="wp-block-sightline-how-to__step-name"
									aria-label={ sprintf(
										/* translators: %s: the step, e.g. "Step 2". */
										__( '%s name', 'sightline-seo' ),
										label
									) }
									placeholder={ __(
										'Step name',
										'sightline-seo'
									) }
									allowedFormats={ [] }
									value={ step.name }
									onChange={ ( name ) => change( { name } ) }
								/>
								<RichText
									tagName="div"
									className="wp-block-sightline-how-to__step-text"
									aria-label={ sprintf(
										/* translators: %s: the step, e.g. "Step 2". */
										__( '%s text', 'sightline-seo' ),
										label
									) }
									placeholder={ __(
										'What to do',
										'sightline-seo'
									) }
									value={ step.text }
									onChange={ ( text ) => change( { text } ) }
								/>
								{ step.image?.url && (
									<img
										className="wp-block-sightline-how-to__step-image"
										src={ step.image.url }
										alt={ step.image.alt }
									/>
								) }
								<MediaUploadCheck>
									<MediaUpload
										allowedTypes={ [ 'image' ] }
										value={ step.image?.id }
										onSelect={ ( media ) =>
											change( {
												image: {
													id: media.id,
													url: media.url,
													alt: media.alt ?? '',
												},
											} )
										}
										render={ ( { open } ) => (
											<Button
												variant="link"
												onClick={ open }
											>
												{ step.image
													? __(
															'Replace image',
															'sightline-seo'
														)
													: __(
															'Add image',
															'sightline-seo'
														) }
											</Button>
										) }
									/>
								</MediaUploadCheck>
								{ step.image && (
									<Button
										variant="link"
										isDestructive
										onClick={ () =>
											change( { image: undefined } )
										}
									>
										{ __(
											'Remove image',
											'sightline-seo'
										) }
									</Button>
								) }
								<ItemControls
									index={ index }
									count={ steps.length }
									itemLabel={ label }
									onMove={ ( by ) =>
										setSteps( move( steps, index, by ) )
									}
									onRemove={ () =>
										setSteps( removeAt( steps, index ) )
									}
								/>
							</li>
						);
					} ) }
				</ol>
				<Button
					variant="secondary"
					icon={ plus }
					onClick={ () =>
						setSteps( insertAfter( steps, -1, emptyStep() ) )
					}
				>
					{ __( 'Add step', 'sightline-seo' ) }
				</Button>
			</div>
		</>
	);
}
