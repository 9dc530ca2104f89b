/**
 * Move up, move down and remove for one repeated item of a block (a question, a step), each button
 * named for a screen reader.
 */
import { Button, ButtonGroup } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { arrowDown, arrowUp, trash } from '@wordpress/icons';

export interface ItemControlsProps {
	index: number;
	count: number;
	/** What the item is, for the buttons' names ("question 2"). */
	itemLabel: string;
	onMove: ( by: number ) => void;
	onRemove: () => void;
}

export function ItemControls( {
	index,
	count,
	itemLabel,
	onMove,
	onRemove,
}: ItemControlsProps ) {
	return (
		<ButtonGroup className="sightline-block-item-controls">
			<Button
				icon={ arrowUp }
				size="small"
				label={ sprintf(
					/* translators: %s: the item, e.g. "Question 2". */
					__( 'Move %s up', 'sightline-seo' ),
					itemLabel
				) }
				disabled={ index === 0 }
				onClick={ () => onMove( -1 ) }
			/>
			<Button
				icon={ arrowDown }
				size="small"
				label={ sprintf(
					/* translators: %s: the item, e.g. "Question 2". */
					__( 'Move %s down', 'sightline-seo' ),
					itemLabel
				) }
				disabled={ index === count - 1 }
				onClick={ () => onMove( 1 ) }
			/>
			<Button
				icon={ trash }
				size="small"
				label={ sprintf(
					/* translators: %s: the item, e.g. "Question 2". */
					__( 'Remove %s', 'sightline-seo' ),
					itemLabel
				) }
				onClick={ onRemove }
			/>
		</ButtonGroup>
	);
}
