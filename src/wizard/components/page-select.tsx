/**
 * A searchable page selector (ARIA 1.2 combobox with a listbox popup). Typing searches the site's pages
 * through the store (debounced); an empty result reads 'No options available'.
 */
import { BaseControl, Button } from '@wordpress/components';
import { useDebounce, useInstanceId } from '@wordpress/compose';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import type { KeyboardEvent } from 'react';

import type { PageOption } from '../state/types';

export interface PageSelectProps {
	label: string;
	placeholder: string;
	value: PageOption | null;
	onChange: ( value: PageOption | null ) => void;
	/** Options before any search (the first page of results). */
	initialOptions: PageOption[];
	search: ( text: string ) => Promise< PageOption[] >;
}

export function PageSelect( {
	label,
	placeholder,
	value,
	onChange,
	initialOptions,
	search,
}: PageSelectProps ) {
	const id = useInstanceId( PageSelect, 'sightline-page-select' ) as string;
	const [ open, setOpen ] = useState( false );
	const [ query, setQuery ] = useState( '' );
	const [ options, setOptions ] = useState< PageOption[] >( initialOptions );
	const [ active, setActive ] = useState( -1 );
	const latest = useRef( 0 );

	useEffect( () => {
		if ( ! query ) {
			setOptions( initialOptions );
		}
	}, [ initialOptions, query ] );

	// A stable worker: useDebounce() starts over (cancelling the pending call) whenever its function changes.
	const searchNow = useCallback(
		( text: string ) => {
			const ticket = ++latest.current;
			search( text ).then( ( found ) => {
				// Only the answer to the latest search counts; slower earlier ones are dropped.
				if ( ticket === latest.current ) {
					setOptions( found );
					setActive( -1 );
				}
			} );
		},
		[ search ]
	);
	const runSearch = useDebounce( searchNow, 300 );

	const choose = ( option: PageOption ) => {
		onChange( option );
		setQuery( '' );
		setOpen( false );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'ArrowDown' ) {
			event.preventDefault();
			setOpen( true );
			setActive( ( index ) => Math.min( index + 1, options.length - 1 ) );
		} else if ( event.key === 'ArrowUp' ) {
			event.preventDefault();
			setActive( ( index ) => Math.max( index - 1, 0 ) );
		} else if ( event.key === 'Enter' && open && options[ active ] ) {
			event.preventDefault();
			choose( options[ active ] );
		} else if ( event.key === 'Escape' && open ) {
			event.preventDefault();
			setOpen( false );
			setQuery( '' );
		}
	};

	const listId = `${ id }-list`;
	const showList = open && options.length > 0;
	return (
		<BaseControl
			id={ id }
			label={ label }
			className="sightline-page-select"
			__nextHasNoMarginBottom
		>
			<div className="sightline-page-select__field">
				<input
					id={ id }
					type="text"
					role="combobox"
					className="sightline-page-select__input components-text-control__input"
					placeholder={ placeholder }
					autoComplete="off"
					aria-autocomplete="list"
					aria-expanded={ showList }
					aria-controls={ showList ? listId : undefined }
					aria-activedescendant={
						showList && active >= 0
							? `${ listId }-${ active }`
							: undefined
					}
					value={ open ? query : ( value?.label ?? '' ) }
					onFocus={ () => setOpen( true ) }
					onBlur={ () => {
						setOpen( false );
						setQuery( '' );
					} }
					onChange={ ( event ) => {
						setQuery( event.target.value );
						setOpen( true );
						runSearch( event.target.value );
					} }
					onKeyDown={ onKeyDown }
				/>
				{ value && (
					<Button
						className="sightline-page-select__clear"
						icon={ closeSmall }
						size="small"
						label={ sprintf(
							/* translators: %s: field label. */ __(
								'Clear %s',
								'sightline-seo'
							),
							label
						) }
						onClick={ () => onChange( null ) }
					/>
				) }
			</div>
			{ showList && (
				<ul
					id={ listId }
					role="listbox"
					aria-label={ label }
					className="sightline-page-select__list"
				>
					{ options.map( ( option, index ) => (
						// Keys are handled by the combobox input (aria-activedescendant), as the listbox pattern asks.
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<li
							key={ option.value }
							id={ `${ listId }-${ index }` }
							role="option"
							aria-selected={ value?.value === option.value }
							className={
								index === active ? 'is-active' : undefined
							}
							// Keeps focus in the input so the blur above does not close the list first.
							onMouseDown={ ( event ) => event.preventDefault() }
							onClick={ () => choose( option ) }
						>
							{ option.label }
						</li>
					) ) }
				</ul>
			) }
			{ open && ! options.length && (
				<div className="sightline-page-select__empty" role="status">
					{ __( 'No options available', 'sightline-seo' ) }
				</div>
			) }
		</BaseControl>
	);
}
