/**
 * Route /website-details: 'Your Website Basic Details'. The first field gets focus;
 * organisation type and website name show for organisations, owner name for people.
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { ImagePicker, type PickedImage } from '../../components/image-picker';
import { store } from '../../store';
import { PageSelect } from '../components/page-select';
import { StepNavigation } from '../components/step-navigation';
import { organizationTypeGroups } from '../data/organization-types';
import { websiteTypeOptions } from '../data/website-types';
import { useWizardNavigation } from '../navigation';
import { logoUrl } from '../state/body';
import { useWizard } from '../state/context';
import type {
	LogoImage,
	PageOption,
	WebsiteDetails as Details,
	WebsiteType,
} from '../state/types';
import { websiteFieldVisibility } from '../visibility';

/** A stored page (option, bare id or nothing) as a selector option. */
export function asPageOption(
	value: PageOption | number | null,
	pages: PageOption[]
): PageOption | null {
	if ( ! value ) {
		return null;
	}
	if ( typeof value === 'object' ) {
		return value;
	}
	return (
		pages.find( ( page ) => page.value === value ) ?? {
			label: `#${ value }`,
			value,
		}
	);
}

function toLogo( image: PickedImage | null ): LogoImage | string {
	return image
		? {
				attachment_id: image.id,
				name: image.filename,
				size: image.size,
				url: image.url,
				type: image.type,
			}
		: '';
}

export default function WebsiteDetails() {
	const { state, dispatch } = useWizard();
	const { next, back } = useWizardNavigation();
	const { searchPages } = useDispatch( store ) as unknown as {
		searchPages: ( text: string ) => Promise< PageOption[] >;
	};
	const details = state.websiteDetails;
	const visible = websiteFieldVisibility( details.website_type );
	const first = useRef< HTMLSelectElement >( null );
	const set = useCallback(
		( changes: Partial< Details > ) =>
			dispatch( { type: 'SET_WEBSITE_DETAILS', details: changes } ),
		[ dispatch ]
	);

	useEffect( () => {
		first.current?.focus();
		searchPages( '' ).then( ( pages ) =>
			dispatch( { type: 'SET_PAGES', pages } )
		);
	}, [ searchPages, dispatch ] );

	const logo = details.website_logo;
	return (
		<div className="sightline-wizard__website">
			<h1>{ __( 'Your Website Basic Details', 'sightline-seo' ) }</h1>
			<p>
				{ __(
					'Tell search engines who is behind this website. This feeds the structured data on every page.',
					'sightline-seo'
				) }
			</p>
			<div className="sightline-wizard__fields">
				<SelectControl
					ref={ first }
					label={ __( 'This Website Represents', 'sightline-seo' ) }
					value={ details.website_type }
					options={ websiteTypeOptions() }
					onChange={ ( value: string ) =>
						set( { website_type: value as WebsiteType } )
					}
					__nextHasNoMarginBottom
				/>
				{ visible.organization_type && (
					<SelectControl
						label={ __( 'Organization Type', 'sightline-seo' ) }
						value={ details.organization_type }
						onChange={ ( value: string ) =>
							set( { organization_type: value } )
						}
						__nextHasNoMarginBottom
					>
						{ organizationTypeGroups().map( ( group ) => (
							<optgroup key={ group.id } label={ group.label }>
								{ group.types.map( ( type ) => (
									<option
										key={ type.value }
										value={ type.value }
									>
										{ type.label }
									</option>
								) ) }
							</optgroup>
						) ) }
					</SelectControl>
				) }
				{ visible.website_name && (
					<TextControl
						label={ __( 'Website Name', 'sightline-seo' ) }
						value={ details.website_name }
						onChange={ ( value ) => set( { website_name: value } ) }
						__nextHasNoMarginBottom
					/>
				) }
				{ visible.website_owner_name && (
					<TextControl
						label={ __( 'Website Owner Name', 'sightline-seo' ) }
						value={ details.website_owner_name }
						onChange={ ( value ) =>
							set( { website_owner_name: value } )
						}
						__nextHasNoMarginBottom
					/>
				) }
				<TextControl
					label={ __( 'Phone Number (Optional)', 'sightline-seo' ) }
					type="tel"
					value={ details.website_owner_phone }
					onChange={ ( value ) =>
						set( { website_owner_phone: value } )
					}
					__nextHasNoMarginBottom
				/>
				<ImagePicker
					label={ __( 'Website Logo', 'sightline-seo' ) }
					url={ logoUrl( logo ) }
					imageId={
						typeof logo === 'object'
							? logo.attachment_id
							: undefined
					}
					help={ __(
						'Recommended Logo size 112 X 112 or more, PNG / JPG format',
						'sightline-seo'
					) }
					onChange={ ( image ) =>
						set( { website_logo: toLogo( image ) } )
					}
				/>
				<PageSelect
					label={ __( 'About Page', 'sightline-seo' ) }
					placeholder={ __( 'Select About Page', 'sightline-seo' ) }
					value={ asPageOption( details.about_page, state.pages ) }
					onChange={ ( page ) => set( { about_page: page } ) }
					initialOptions={ state.pages }
					search={ searchPages }
				/>
				<PageSelect
					label={ __( 'Contact Page', 'sightline-seo' ) }
					placeholder={ __( 'Select Contact Page', 'sightline-seo' ) }
					value={ asPageOption( details.contact_page, state.pages ) }
					onChange={ ( page ) => set( { contact_page: page } ) }
					initialOptions={ state.pages }
					search={ searchPages }
				/>
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __(
						'Let AI answer engines find and cite my pages, but keep my content out of AI model training',
						'sightline-seo'
					) }
					help={ __(
						'Written into your robots.txt: ChatGPT search, Perplexity, Claude and other answer engines may read your pages; GPTBot, ClaudeBot, CCBot, Google-Extended and other training crawlers are asked to stay away. Change it any time under Advanced > AI Crawlers.',
						'sightline-seo'
					) }
					checked={ state.aiSearchOnly }
					onChange={ ( accepted: boolean ) =>
						dispatch( { type: 'SET_AI_SEARCH_ONLY', accepted } )
					}
				/>
			</div>
			<StepNavigation onBack={ back } onSkip={ next } onNext={ next } />
		</div>
	);
}
