/**
 * The Schema panel against a stand-in post: adding a type from the picker, the findings shown as the
 * author fills it (an error naming each missing required property, a warning for recommended ones),
 * the live JSON-LD equal to buildNode() of the edited instance with the editor's variables, nested
 * lists (FAQ questions), a media-library pick, removal, and a save the server refused.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

import { buildNode } from '../../../structured-data';
import { SeoObjectContext, type SeoObject } from '../../context';
import { META_DEFAULTS } from '../../meta';
import type { StoredInstance } from '../../../components/structured-data/instances';
import SchemaPanel from '../schema-panel';

const mockEdits: StoredInstance[][] = [];
let mockInitial: StoredInstance[] = [];
let mockRefusal: string | null = null;

jest.mock( '../use-structured-data', () => {
	const { useState } = jest.requireActual( '@wordpress/element' );
	return {
		useStructuredData: () => {
			const [ instances, setInstances ] = useState( mockInitial );
			return [
				instances,
				( next: StoredInstance[] ) => {
					mockEdits.push( next );
					setInstances( next );
				},
			];
		},
		usePostDates: () => ( {
			date: '2026-01-10T09:00:00',
			savedDate: '2026-01-10T09:00:00',
			savedDateGmt: '2026-01-10T08:00:00',
			floating: false,
			utcOffsetHours: 1,
		} ),
		useSaveRefusal: () => mockRefusal,
	};
} );

jest.mock( '@wordpress/media-utils', () => ( {
	MediaUpload: ( {
		render: renderButton,
		onSelect,
	}: {
		render: ( props: { open: () => void } ) => JSX.Element;
		onSelect: ( media: { id: number; url: string } ) => void;
	} ) =>
		renderButton( {
			open: () =>
				onSelect( { id: 7, url: 'https://example.test/tart.png' } ),
		} ),
} ) );

const URL = 'https://example.test/lemon-tart/';

const object: SeoObject = {
	kind: 'post',
	id: 12,
	meta: { ...META_DEFAULTS },
	editMeta: () => undefined,
	title: 'Lemon tart',
	excerpt: 'A sharp lemon tart.',
	content: '<p>A sharp lemon tart.</p>',
	url: URL,
	featuredImageUrl: '',
	passwordProtected: false,
};

beforeAll( () => {
	window.sightlineAdmin = {
		siteName: 'Harvest fair',
		separator: '-',
		schemas: true,
		objectType: 'post',
		authorName: 'Ada',
	} as unknown as typeof window.sightlineAdmin;
} );

/** The moment the panel takes as "saved now" (%modified%). */
const NOW = Date.UTC( 2026, 2, 5, 8, 30, 15 );

beforeEach( () => {
	jest.spyOn( Date, 'now' ).mockReturnValue( NOW );
	mockEdits.length = 0;
	mockInitial = [];
	mockRefusal = null;
} );

function renderPanel() {
	return render(
		<SeoObjectContext.Provider value={ object }>
			<SchemaPanel />
		</SeoObjectContext.Provider>
	);
}

function lastEdit(): StoredInstance[] {
	return mockEdits[ mockEdits.length - 1 ];
}

function card( name: string ): HTMLElement {
	return screen.getByRole( 'region', { name } );
}

function shownNode( region: HTMLElement ): unknown {
	return JSON.parse(
		within( region ).getByTestId( 'sightline-schema-json' ).textContent ??
			'null'
	);
}

function expectedNode( instance: StoredInstance ) {
	return buildNode(
		instance,
		{
			title: 'Lemon tart',
			excerpt: 'A sharp lemon tart.',
			author_name: 'Ada',
			site_name: 'Harvest fair',
			permalink: URL,
			published: '2026-01-10T08:00:00+00:00',
			modified: '2026-03-05T08:30:15+00:00',
		},
		URL
	);
}

function type( region: HTMLElement, name: string, value: string ) {
	fireEvent.change( within( region ).getByRole( 'textbox', { name } ), {
		target: { value },
	} );
}

describe( 'Schema panel', () => {
	it( 'adds a type from the grouped, searchable picker', () => {
		renderPanel();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add structured data' } )
		);
		expect(
			screen.getByRole( 'group', { name: 'Products and services' } )
		).toBeTruthy();
		fireEvent.change(
			screen.getByRole( 'searchbox', { name: 'Search types' } ),
			{ target: { value: 'prod' } }
		);
		expect(
			screen.queryByRole( 'button', { name: 'Add Recipe' } )
		).toBeNull();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add Product' } )
		);
		expect( lastEdit() ).toEqual( [
			{ type: 'Product', id: 'product', values: {} },
		] );
		expect( card( 'Product' ) ).toBeTruthy();
	} );

	it( 'shows the missing required properties as errors naming them, recommended ones as warnings, live', () => {
		mockInitial = [ { type: 'Product', id: 'product', values: {} } ];
		renderPanel();
		const product = card( 'Product' );
		const errors = () =>
			Array.from(
				product.querySelectorAll( '.components-notice.is-error li' )
			).map( ( item ) => item.textContent );
		expect( errors() ).toEqual( [
			'Missing required property: image.',
			'Missing required property: offers.',
		] );
		expect(
			within( product ).getByText(
				'Missing recommended property: brand.'
			)
		).toBeTruthy();
		// The name's default shows what fills it.
		expect(
			within( product )
				.getByRole( 'textbox', { name: 'Name (required)' } )
				.getAttribute( 'placeholder' )
		).toBe( '%title%' );

		fireEvent.click(
			within( product ).getByRole( 'button', {
				name: 'Add to Image (required)',
			} )
		);
		fireEvent.click(
			within( product ).getByRole( 'button', {
				name: 'Choose from the media library: Image (required), item 1',
			} )
		);
		fireEvent.click(
			within( product ).getByRole( 'button', { name: 'Add Offer' } )
		);
		// An offer with nothing in it is no offer yet.
		expect( errors() ).toEqual( [ 'Missing required property: offers.' ] );
		const offer = within( product ).getByRole( 'group', {
			name: 'Offer 1',
		} );
		type( offer, 'Price (required)', '24.50' );
		type( offer, 'Currency (recommended)', 'EUR' );
		expect( errors() ).toEqual( [] );
		expect(
			within( product ).getByText(
				'Every property Google requires is filled.'
			)
		).toBeTruthy();

		const instance = lastEdit()[ 0 ];
		expect( instance.values ).toEqual( {
			image: [ 'https://example.test/tart.png' ],
			offers: [ { price: '24.50', priceCurrency: 'EUR' } ],
		} );
		const node = expectedNode( instance );
		expect( shownNode( product ) ).toEqual( node );
		expect( node ).toMatchObject( {
			'@id': `${ URL }#/schema/product`,
			name: 'Lemon tart',
			image: [ 'https://example.test/tart.png' ],
			offers: [
				{
					'@type': 'Offer',
					price: '24.50',
					priceCurrency: 'EUR',
					url: URL,
				},
			],
		} );
	} );

	it( 'fills FAQ questions with their answers, removes one, and clears a field back to its default', () => {
		mockInitial = [ { type: 'FAQPage', id: 'faq', values: {} } ];
		renderPanel();
		const faq = card( 'FAQ page' );
		for ( const index of [ 1, 2 ] ) {
			fireEvent.click(
				within( faq ).getByRole( 'button', { name: 'Add Question' } )
			);
			const question = within( faq ).getByRole( 'group', {
				name: `Question ${ index }`,
			} );
			type(
				question,
				'Question (required)',
				`Question number ${ index }?`
			);
			type(
				within( question ).getByRole( 'group', {
					name: 'Answer (required)',
				} ),
				'Answer text (required)',
				`Answer ${ index }.`
			);
		}
		expect( lastEdit()[ 0 ].values.mainEntity ).toEqual( [
			{
				name: 'Question number 1?',
				acceptedAnswer: { text: 'Answer 1.' },
			},
			{
				name: 'Question number 2?',
				acceptedAnswer: { text: 'Answer 2.' },
			},
		] );
		fireEvent.click(
			within( faq ).getByRole( 'button', { name: 'Remove Question 1' } )
		);
		expect( lastEdit()[ 0 ].values.mainEntity ).toEqual( [
			{
				name: 'Question number 2?',
				acceptedAnswer: { text: 'Answer 2.' },
			},
		] );
		expect( shownNode( faq ) ).toEqual( expectedNode( lastEdit()[ 0 ] ) );

		type( faq, 'Name', 'Tart questions' );
		expect( lastEdit()[ 0 ].values.name ).toBe( 'Tart questions' );
		type( faq, 'Name', '' );
		expect( lastEdit()[ 0 ].values ).not.toHaveProperty( 'name' );
		expect( ( shownNode( faq ) as { name: string } ).name ).toBe(
			'Lemon tart'
		);
	} );

	it( 'fills an event’s nested place, a date and an enum, and removes an instance', () => {
		mockInitial = [
			{ type: 'Event', id: 'event', values: {} },
			{ type: 'Recipe', id: 'recipe', values: {} },
		];
		renderPanel();
		const event = card( 'Event' );
		fireEvent.change(
			within( event ).getByLabelText( 'Start date (required)' ),
			{ target: { value: '2026-09-12T10:00' } }
		);
		const location = within( event ).getByRole( 'group', {
			name: 'Location (required)',
		} );
		type(
			within( location ).getByRole( 'group', {
				name: 'Address (required)',
			} ),
			'City (recommended)',
			'Lyon'
		);
		fireEvent.change(
			within( event ).getByRole( 'combobox', {
				name: 'Event status (recommended)',
			} ),
			{ target: { value: 'https://schema.org/EventScheduled' } }
		);
		const values = lastEdit()[ 0 ].values;
		expect( values ).toEqual( {
			startDate: '2026-09-12T10:00',
			location: { address: { addressLocality: 'Lyon' } },
			eventStatus: 'https://schema.org/EventScheduled',
		} );
		expect( shownNode( event ) ).toMatchObject( {
			startDate: '2026-09-12T10:00:00',
			location: {
				'@type': 'Place',
				address: { '@type': 'PostalAddress', addressLocality: 'Lyon' },
			},
		} );
		expect(
			event.querySelectorAll( '.components-notice.is-error' )
		).toHaveLength( 0 );

		fireEvent.click(
			within( card( 'Recipe' ) ).getByRole( 'button', {
				name: 'Remove Recipe',
			} )
		);
		expect( lastEdit().map( ( instance ) => instance.id ) ).toEqual( [
			'event',
		] );
		expect( screen.queryByRole( 'region', { name: 'Recipe' } ) ).toBeNull();
	} );

	it( 'shows the server’s words when a save was refused', () => {
		mockRefusal =
			'structured_data[0].values.description: The value is too long.';
		renderPanel();
		expect(
			document.querySelector(
				'.components-notice.is-error .components-notice__content'
			)?.textContent
		).toBe(
			'The structured data was not saved: structured_data[0].values.description: The value is too long.'
		);
	} );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );
