/**
 * The most useful text in an @wordpress/api-fetch rejection: the field-level message of a REST
 * validation error when there is one, else the server's message, else the caller's fallback.
 */
export interface RestError {
	code?: string;
	message?: string;
	data?: {
		status?: number;
		params?: Record< string, string >;
		details?: Record< string, { message?: string } >;
	};
}

export function errorMessage( error: unknown, fallback: string ): string {
	if ( ! error || typeof error !== 'object' ) {
		return fallback;
	}
	const { message, data } = error as RestError;
	const details = data?.details
		? Object.values( data.details ).map( ( detail ) => detail?.message )
		: [];
	const params = data?.params ? Object.values( data.params ) : [];
	const specific = [ ...details, ...params ].find(
		( text ): text is string => typeof text === 'string' && text !== ''
	);
	return (
		specific ??
		( typeof message === 'string' && message !== '' ? message : fallback )
	);
}
