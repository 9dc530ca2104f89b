/**
 * Reads an uploaded settings file before anything is sent: it must be JSON holding a `settings` object
 * (our export) or be a plain object of settings. The server then validates every value.
 */
import { __ } from '@wordpress/i18n';

export interface ParsedFile {
	plugin?: string;
	settings: Record< string, unknown >;
}

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

export function parseSettingsFile(
	text: string
): ParsedFile | { error: string } {
	let json: unknown;
	try {
		json = JSON.parse( text );
	} catch {
		return {
			error: __(
				'The file is not valid JSON. Choose a file exported from Sightline SEO.',
				'sightline-seo'
			),
		};
	}
	if ( ! isObject( json ) ) {
		return {
			error: __(
				'The file holds no settings. Choose a file exported from Sightline SEO.',
				'sightline-seo'
			),
		};
	}
	if ( 'settings' in json ) {
		if (
			! isObject( json.settings ) ||
			Object.keys( json.settings ).length === 0
		) {
			return {
				error: __(
					'The file holds no settings. Choose a file exported from Sightline SEO.',
					'sightline-seo'
				),
			};
		}
		return {
			plugin: typeof json.plugin === 'string' ? json.plugin : undefined,
			settings: json.settings,
		};
	}
	if ( Object.keys( json ).length === 0 ) {
		return {
			error: __(
				'The file holds no settings. Choose a file exported from Sightline SEO.',
				'sightline-seo'
			),
		};
	}
	return { settings: json };
}

/** A short readable form of a setting value for the change preview. */
export function describeValue( value: unknown ): string {
	if ( value === '' || value === null || value === undefined ) {
		return __( '(empty)', 'sightline-seo' );
	}
	if ( typeof value === 'boolean' ) {
		return value
			? __( 'On', 'sightline-seo' )
			: __( 'Off', 'sightline-seo' );
	}
	const text = typeof value === 'string' ? value : JSON.stringify( value );
	return text.length > 120 ? text.slice( 0, 119 ) + '…' : text;
}

/** `sightline-seo-settings-2024-06-30.json` */
export function exportFileName( date = new Date() ): string {
	return `sightline-seo-settings-${ date.toISOString().slice( 0, 10 ) }.json`;
}
