/**
 * The post's primary category: the one that leads its breadcrumbs (and the BreadcrumbList) and fills
 * %category%. Offered once the post has two categories or more; 'Default' means its first category.
 * Block editor only (terms have no categories).
 */
import { SelectControl } from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';

import { useSeoObject } from '../context';

interface Category {
	id: number;
	name: string;
}

export function PrimaryCategoryControl() {
	const { meta, editMeta } = useSeoObject();
	const categories = useSelect( ( select ) => {
		const ids =
			( select( editorStore ).getEditedPostAttribute( 'categories' ) as
				number[] | undefined ) ?? [];
		if ( ids.length < 2 ) {
			return [];
		}
		const records = select( coreStore ).getEntityRecords(
			'taxonomy',
			'category',
			{ include: ids, per_page: ids.length, context: 'view' }
		) as Category[] | null;
		return records ?? [];
	}, [] );
	if ( categories.length < 2 ) {
		return null;
	}
	const chosen = categories.some(
		( category ) => category.id === meta.primary_category
	)
		? meta.primary_category
		: 0;
	return (
		<SelectControl
			label={ __( 'Primary category', 'sightline-seo' ) }
			help={
				/* translators: %category% is a template variable: keep it as it is. */
				__(
					'Leads the breadcrumbs and fills %category%.',
					'sightline-seo'
				)
			}
			value={ String( chosen ) }
			options={ [
				{
					value: '0',
					label: __( 'Default (first category)', 'sightline-seo' ),
				},
				...categories.map( ( category ) => ( {
					value: String( category.id ),
					label: category.name,
				} ) ),
			] }
			onChange={ ( value: string ) =>
				editMeta( { primary_category: Number( value ) || 0 } )
			}
			__nextHasNoMarginBottom
		/>
	);
}
