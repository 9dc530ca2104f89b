/**
 * Whether WordPress's Details blocks count as a post's FAQ in the structured data (summary = question,
 * content = answer), beside our own FAQ block and those of other SEO plugins, which always count.
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useSetting } from '../../components/use-setting';

export function DetailsAsFaqToggle() {
	const [ on, setOn ] = useSetting( 'schema_details_as_faq' );
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ __( 'Details blocks as FAQ', 'sightline-seo' ) }
			help={ __(
				"A Details block's summary is a question of the page's FAQ, its content the answer.",
				'sightline-seo'
			) }
			checked={ on === true }
			onChange={ ( value: boolean ) => setOn( value ) }
		/>
	);
}
