/**
 * Whether two values hold the same values one level down: equal with Object.is, or two lists item by
 * item, or two plain objects field by field (a field that is a list, item by item). Enough to tell
 * that two requests built from the same editor state ask the same thing, without a deep walk.
 */
export function sameValues( a: unknown, b: unknown ): boolean {
	if ( Object.is( a, b ) ) {
		return true;
	}
	if ( Array.isArray( a ) && Array.isArray( b ) ) {
		return (
			a.length === b.length &&
			a.every( ( item, i ) => Object.is( item, b[ i ] ) )
		);
	}
	if ( ! a || ! b || typeof a !== 'object' || typeof b !== 'object' ) {
		return false;
	}
	if ( Array.isArray( a ) || Array.isArray( b ) ) {
		return false;
	}
	const recordA = a as Record< string, unknown >;
	const recordB = b as Record< string, unknown >;
	const keys = Object.keys( recordA );
	return (
		keys.length === Object.keys( recordB ).length &&
		keys.every(
			( key ) =>
				Object.prototype.hasOwnProperty.call( recordB, key ) &&
				( Object.is( recordA[ key ], recordB[ key ] ) ||
					( Array.isArray( recordA[ key ] ) &&
						sameValues( recordA[ key ], recordB[ key ] ) ) )
		)
	);
}

/**
 * A function that answers a call whose arguments are the same values as the call before it with that
 * call's result: the editor's panels each ask for the same content-derived result after a change, and
 * it is computed once. Results are shared: callers must not change them.
 */
export function lastCall< A extends unknown[], R >(
	fn: ( ...args: A ) => R
): ( ...args: A ) => R {
	let last: { args: A; result: R } | null = null;
	return ( ...args: A ): R => {
		if (
			last &&
			last.args.length === args.length &&
			last.args.every( ( value, i ) => sameValues( value, args[ i ] ) )
		) {
			return last.result;
		}
		const result = fn( ...args );
		last = { args, result };
		return result;
	};
}
