/**
 * The argument @wordpress/data passes to a thunk action or resolver of our store. Typed loosely on
 * purpose: the slices' own selectors and actions are typed where they are defined.
 */

export interface ThunkArgs {
	select: Record< string, ( ...args: any[] ) => any >;
	resolveSelect: Record< string, ( ...args: any[] ) => Promise< any > >;
	dispatch: ( ( action: {
		type: string;
		[ key: string ]: unknown;
	} ) => void ) &
		Record< string, ( ...args: any[] ) => any >;
	registry: {
		select: ( store: any ) => any;
		dispatch: ( store: any ) => any;
		resolveSelect: ( store: any ) => any;
	};
}

export type Thunk< R = void > = ( args: ThunkArgs ) => R;
