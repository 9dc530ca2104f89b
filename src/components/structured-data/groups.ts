/**
 * The offered types in groups for the type picker, each type in the group of the type it descends
 * from (a Restaurant is a local business), and the search over their labels and schema.org names.
 */
import { __ } from '@wordpress/i18n';

import { offeredTypes, typeDefinition } from '../../structured-data';
import { typeLabel } from './labels';

export interface TypeGroup {
	name: string;
	label: string;
	types: string[];
}

/** The group of each root type (a type that extends none). */
const ROOT_GROUPS: Record< string, string > = {
	Article: 'articles',
	WebPage: 'pages',
	Product: 'products',
	ProductGroup: 'products',
	Service: 'products',
	SoftwareApplication: 'products',
	Book: 'products',
	Recipe: 'instructions',
	HowTo: 'instructions',
	Event: 'events',
	VideoObject: 'media',
	LocalBusiness: 'places',
	Organization: 'people',
	Person: 'people',
	Course: 'learning',
	JobPosting: 'learning',
};

function groupLabels(): Record< string, string > {
	return {
		articles: __( 'Articles', 'sightline-seo' ),
		pages: __( 'Pages', 'sightline-seo' ),
		products: __( 'Products and services', 'sightline-seo' ),
		instructions: __( 'Recipes and how-tos', 'sightline-seo' ),
		events: __( 'Events', 'sightline-seo' ),
		media: __( 'Videos', 'sightline-seo' ),
		places: __( 'Local businesses', 'sightline-seo' ),
		people: __( 'Organizations and people', 'sightline-seo' ),
		learning: __( 'Courses and jobs', 'sightline-seo' ),
		other: __( 'Other types', 'sightline-seo' ),
	};
}

function rootOf( type: string ): string {
	let current = type;
	for (
		let parent = typeDefinition( current )?.extends;
		parent;
		parent = typeDefinition( current )?.extends
	) {
		current = parent;
	}
	return current;
}

/** Lower case without accents, so "cafe" finds "Café". */
function folded( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase();
}

/** Whether a type's label or schema.org name holds every word of the search. */
export function matchesSearch( type: string, search: string ): boolean {
	const haystack = folded( `${ typeLabel( type ) } ${ type }` );
	return folded( search )
		.split( /\s+/ )
		.filter( Boolean )
		.every( ( word ) => haystack.includes( word ) );
}

/** The offered types matching `search`, grouped, groups in the order above, empty groups left out. */
export function typeGroups( search = '' ): TypeGroup[] {
	const labels = groupLabels();
	const byGroup = new Map< string, string[] >(
		Object.keys( labels ).map( ( name ) => [ name, [] ] )
	);
	for ( const type of offeredTypes() ) {
		if ( matchesSearch( type, search ) ) {
			byGroup
				.get( ROOT_GROUPS[ rootOf( type ) ] ?? 'other' )
				?.push( type );
		}
	}
	return [ ...byGroup ]
		.filter( ( [ , types ] ) => types.length > 0 )
		.map( ( [ name, types ] ) => ( {
			name,
			label: labels[ name ],
			types,
		} ) );
}
