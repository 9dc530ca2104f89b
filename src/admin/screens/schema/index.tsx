/**
 * Schema (feature flag): which structured data nodes the site prints, the site-wide schema types
 * and the pages they show on, and who the site represents (Organization or Person details, also set
 * by the setup wizard).
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ImagePicker } from '../../../components/image-picker';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { SetsSection } from './lazy-sets-section';
import type { GlobalSettings } from '../../../store';
import { DetailsAsFaqToggle } from './details-as-faq-toggle';

type Output = GlobalSettings[ 'schema_output' ];
type Website = GlobalSettings[ 'website' ];

const PERSON_TYPES: ReadonlyArray< Website[ 'type' ] > = [ 'personal', 'blog' ];

export default function SchemaScreen() {
	const [ output, setOutput ] = useSetting( 'schema_output' );
	const [ website, setWebsite ] = useSetting( 'website' );
	if ( ! output || ! website ) {
		return null;
	}
	const nodes: Array< { key: keyof Output; label: string } > = [
		{ key: 'website', label: __( 'WebSite', 'sightline-seo' ) },
		{
			key: 'search_action',
			label: __( 'Site search box (SearchAction)', 'sightline-seo' ),
		},
		{ key: 'webpage', label: __( 'WebPage', 'sightline-seo' ) },
		{
			key: 'organization',
			label: __( 'Organization or Person', 'sightline-seo' ),
		},
		{ key: 'article', label: __( 'Article', 'sightline-seo' ) },
		{ key: 'breadcrumbs', label: __( 'BreadcrumbList', 'sightline-seo' ) },
	];
	const setSite = ( patch: Partial< Website > ) =>
		setWebsite( { ...website, ...patch } );
	const isPerson = PERSON_TYPES.includes( website.type );

	return (
		<ScreenShell
			title={ __( 'Schema', 'sightline-seo' ) }
			description={ __(
				'Structured data the site outputs.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<Section title={ __( 'Output', 'sightline-seo' ) }>
				{ nodes.map( ( node ) => (
					<ToggleControl
						key={ node.key }
						__nextHasNoMarginBottom
						label={ node.label }
						checked={ output[ node.key ] }
						onChange={ ( on ) =>
							setOutput( { ...output, [ node.key ]: on } )
						}
					/>
				) ) }
				<DetailsAsFaqToggle />
			</Section>
			<SetsSection />
			<Section title={ __( 'Who the site represents', 'sightline-seo' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Website Type', 'sightline-seo' ) }
					value={ website.type }
					options={ [
						{
							value: 'personal',
							label: __( 'Personal Website', 'sightline-seo' ),
						},
						{
							value: 'business',
							label: __( 'Business Website', 'sightline-seo' ),
						},
						{
							value: 'organization',
							label: __( 'Organization', 'sightline-seo' ),
						},
						{
							value: 'blog',
							label: __( 'Personal Blog', 'sightline-seo' ),
						},
						{
							value: 'community',
							label: __(
								'Community Blog/News Website',
								'sightline-seo'
							),
						},
						{
							value: 'ecommerce',
							label: __( 'E-commerce Store', 'sightline-seo' ),
						},
					] }
					onChange={ ( value ) =>
						setSite( { type: value as Website[ 'type' ] } )
					}
				/>
				{ isPerson ? (
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Person Name', 'sightline-seo' ) }
						value={ website.owner_name }
						onChange={ ( value ) =>
							setSite( { owner_name: value } )
						}
					/>
				) : (
					<>
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Organization Name', 'sightline-seo' ) }
							value={ website.name }
							onChange={ ( value ) => setSite( { name: value } ) }
						/>
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Organization Type', 'sightline-seo' ) }
							help={ __(
								'A schema.org type such as Organization, LocalBusiness or NewsMediaOrganization.',
								'sightline-seo'
							) }
							value={ website.organization_type }
							onChange={ ( value ) =>
								setSite( { organization_type: value } )
							}
						/>
					</>
				) }
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Phone (optional)', 'sightline-seo' ) }
					value={ website.owner_phone }
					onChange={ ( value ) => setSite( { owner_phone: value } ) }
				/>
				<ImagePicker
					label={ __( 'Logo', 'sightline-seo' ) }
					url={ website.logo }
					imageId={ website.logo_id }
					help={ __(
						'Recommended Logo size 112 X 112 or more, PNG / JPG format',
						'sightline-seo'
					) }
					onChange={ ( image ) =>
						setSite( {
							logo: image?.url ?? '',
							logo_id: image?.id ?? 0,
						} )
					}
				/>
			</Section>
		</ScreenShell>
	);
}
