/**
 * Site-wide structured data: type instances, each printed on the pages its display rules choose
 * (every recipe post, the contact page, the shop's archive…). A post's own instance of a type,
 * set in the editor's Schema panel, replaces the site's set of that type on its page.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	SelectControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	offeredTypes,
	typeDefinition,
} from '../../../structured-data/catalogue';
import type { GlobalSettings } from '../../../store';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { RuleList } from './rule-list';
import { newSetId } from './set-id';

type SchemaSet = GlobalSettings[ 'schema_sets' ][ number ];

export function SetsSection() {
	const [ sets, setSets ] = useSetting( 'schema_sets' );
	const [ type, setType ] = useState( '' );
	if ( ! sets ) {
		return null;
	}
	const update = ( index: number, patch: Partial< SchemaSet > ) =>
		setSets(
			sets.map( ( set, at ) =>
				at === index ? { ...set, ...patch } : set
			)
		);
	const add = () => {
		const id = newSetId(
			type,
			sets.map( ( set ) => set.id )
		);
		setSets( [
			...sets,
			{ id, type, values: {}, include: [], exclude: [] },
		] );
		setType( '' );
	};
	return (
		<Section
			title={ __( 'Structured data by page', 'sightline-seo' ) }
			description={ __(
				'Add a schema type and choose where it shows: on every post of a type, the posts of a category, one page, archives, authors or special pages. Empty fields take the value shown as their placeholder, filled from each page. A post’s own schema of the same type, set in the editor, replaces it there.',
				'sightline-seo'
			) }
		>
			{ sets.map( ( set, index ) => (
				<Card
					key={ set.id }
					className="sightline-schema-set"
					size="small"
				>
					<CardHeader>
						<h3>
							{ typeDefinition( set.type )?.label ?? set.type }
						</h3>
						<Button
							variant="link"
							isDestructive
							onClick={ () =>
								setSets(
									sets.filter( ( _, at ) => at !== index )
								)
							}
						>
							{ __( 'Remove', 'sightline-seo' ) }
						</Button>
					</CardHeader>
					<CardBody>
						<RuleList
							title={ __( 'Show on', 'sightline-seo' ) }
							rules={ set.include }
							onChange={ ( include ) =>
								update( index, { include } )
							}
						/>
						<RuleList
							title={ __( 'Never show on', 'sightline-seo' ) }
							rules={ set.exclude }
							onChange={ ( exclude ) =>
								update( index, { exclude } )
							}
						/>
					</CardBody>
				</Card>
			) ) }
			<div className="sightline-schema-sets__add">
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Schema type', 'sightline-seo' ) }
					value={ type }
					options={ [
						{
							value: '',
							label: __( 'Choose a type…', 'sightline-seo' ),
						},
						...offeredTypes().map( ( name ) => ( {
							value: name,
							label: typeDefinition( name )?.label ?? name,
						} ) ),
					] }
					onChange={ setType }
				/>
				<Button
					variant="secondary"
					disabled={ type === '' }
					onClick={ add }
				>
					{ __( 'Add schema', 'sightline-seo' ) }
				</Button>
			</div>
		</Section>
	);
}
