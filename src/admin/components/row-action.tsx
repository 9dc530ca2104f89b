/**
 * An action in a list row (Edit, Delete, Create redirect): a link-styled button whose visible text is
 * short and whose accessible name says which row it acts on ("Delete /old-page"), without a tooltip.
 */
import { Button } from '@wordpress/components';
import type { ReactNode } from 'react';

export function RowAction( {
	label,
	onClick,
	isDestructive = false,
	disabled = false,
	children,
}: {
	/** The accessible name, naming the row. */
	label: string;
	onClick: () => void;
	isDestructive?: boolean;
	disabled?: boolean;
	/** The visible text. */
	children: ReactNode;
} ) {
	return (
		<Button
			variant="link"
			isDestructive={ isDestructive }
			disabled={ disabled }
			onClick={ onClick }
			label={ label }
			showTooltip={ false }
		>
			{ children }
		</Button>
	);
}
