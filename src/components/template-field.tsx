/**
 * A title or description template field. Typing @ (or pressing "Insert variable") opens suggestions from
 * the shared variable catalogue; choosing one inserts its %token%. A length counter shows current/maximum
 * and unknown %tokens% are reported, because the site would print nothing for them.
 */
import { BaseControl, Button } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import { unknownTokens } from '../resolution';
import { mentionAt, suggestVariables, type Variable } from '../utils/variables';
import { LengthCounter } from './length-counter';
import './style.scss';

export interface TemplateFieldProps {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	/** Recommended maximum length of the resolved text, shown by the counter; never enforced. */
	limit?: number;
	/** Length the counter measures; defaults to the template itself. Pass the resolved text's length source. */
	countedText?: string;
	multiline?: boolean;
	help?: string;
	placeholder?: string;
}

type Field = HTMLInputElement & HTMLTextAreaElement;

export function TemplateField( {
	label,
	value,
	onChange,
	limit,
	countedText,
	multiline = false,
	help,
	placeholder,
}: TemplateFieldProps ) {
	const id = useInstanceId(
		TemplateField,
		'sightline-template-field'
	) as string;
	const ref = useRef< Field >( null );
	const [ mention, setMention ] = useState< {
		start: number;
		query: string;
	} | null >( null );
	const [ active, setActive ] = useState( 0 );
	const pendingCaret = useRef< number | null >( null );
	const suggestions: Variable[] = mention
		? suggestVariables( mention.query )
		: [];
	const open = suggestions.length > 0;
	const unknown = unknownTokens( value );

	useEffect( () => {
		// Put the caret after an inserted token once React has rendered the new value.
		if ( pendingCaret.current !== null && ref.current ) {
			ref.current.setSelectionRange(
				pendingCaret.current,
				pendingCaret.current
			);
			pendingCaret.current = null;
		}
	}, [ value ] );

	const update = ( next: string, caret: number ) => {
		onChange( next );
		setMention( mentionAt( next, caret ) );
		setActive( 0 );
	};

	const insert = ( variable: Variable ) => {
		if ( ! mention ) {
			return;
		}
		const caret = ref.current?.selectionStart ?? value.length;
		const token = `%${ variable.token }%`;
		const next =
			value.slice( 0, mention.start ) + token + value.slice( caret );
		pendingCaret.current = mention.start + token.length;
		onChange( next );
		setMention( null );
		ref.current?.focus();
	};

	const startMention = () => {
		const field = ref.current;
		const caret = field?.selectionStart ?? value.length;
		const needsSpace = caret > 0 && ! /\s/.test( value[ caret - 1 ] );
		const at = needsSpace ? ' @' : '@';
		const next = value.slice( 0, caret ) + at + value.slice( caret );
		pendingCaret.current = caret + at.length;
		update( next, caret + at.length );
		field?.focus();
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( ! open ) {
			return;
		}
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			const step = event.key === 'ArrowDown' ? 1 : -1;
			setActive(
				( current ) =>
					( current + step + suggestions.length ) % suggestions.length
			);
		} else if ( event.key === 'Enter' || event.key === 'Tab' ) {
			event.preventDefault();
			insert( suggestions[ active ] );
		} else if ( event.key === 'Escape' ) {
			event.preventDefault();
			setMention( null );
		}
	};

	const listId = `${ id }-suggestions`;
	const describedBy = [
		limit ? `${ id }-counter` : '',
		help ? `${ id }__help` : '',
		unknown.length ? `${ id }-unknown` : '',
	]
		.filter( Boolean )
		.join( ' ' );
	const fieldProps = {
		id,
		ref,
		value,
		placeholder,
		className:
			'components-text-control__input sightline-template-field__input',
		'aria-autocomplete': 'list' as const,
		'aria-controls': open ? listId : undefined,
		'aria-activedescendant': open ? `${ listId }-${ active }` : undefined,
		'aria-describedby': describedBy || undefined,
		onChange: ( event: {
			target: HTMLInputElement | HTMLTextAreaElement;
		} ) =>
			update(
				event.target.value,
				event.target.selectionStart ?? event.target.value.length
			),
		onKeyDown,
		onBlur: () => setMention( null ),
	};

	return (
		<BaseControl
			id={ id }
			label={ label }
			help={ help }
			className="sightline-template-field"
			__nextHasNoMarginBottom
		>
			<div className="sightline-template-field__wrap">
				{ multiline ? (
					<textarea rows={ 3 } { ...fieldProps } />
				) : (
					<input type="text" { ...fieldProps } />
				) }
				{ open && (
					<ul
						id={ listId }
						role="listbox"
						className="sightline-template-field__suggestions"
						aria-label={ __( 'Variables', 'sightline-seo' ) }
					>
						{ suggestions.map( ( variable, index ) => (
							<li
								key={ variable.token }
								id={ `${ listId }-${ index }` }
								role="option"
								aria-selected={ index === active }
								className={
									index === active ? 'is-active' : undefined
								}
								// mousedown, not click: the field would lose focus (and close the list) first.
								onMouseDown={ ( event ) => {
									event.preventDefault();
									insert( variable );
								} }
							>
								<span className="sightline-template-field__label">
									{ variable.label }
								</span>
								<code>{ `%${ variable.token }%` }</code>
							</li>
						) ) }
					</ul>
				) }
			</div>
			<div className="sightline-template-field__meta">
				<Button
					variant="link"
					onClick={ startMention }
					className="sightline-template-field__insert"
				>
					{ __( 'Insert variable', 'sightline-seo' ) }
				</Button>
				{ limit ? (
					<LengthCounter
						id={ `${ id }-counter` }
						value={ countedText ?? value }
						max={ limit }
					/>
				) : null }
			</div>
			{ unknown.length > 0 && (
				<p
					id={ `${ id }-unknown` }
					className="sightline-template-field__unknown"
				>
					{ sprintf(
						/* translators: %s: comma-separated list of the unknown variables. */
						_n(
							'Unknown variable %s: it will be left out.',
							'Unknown variables %s: they will be left out.',
							unknown.length,
							'sightline-seo'
						),
						unknown.map( ( token ) => `%${ token }%` ).join( ', ' )
					) }
				</p>
			) }
		</BaseControl>
	);
}
