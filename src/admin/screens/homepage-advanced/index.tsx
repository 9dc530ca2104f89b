/**
 * Home Page > Advanced: No Index, No Follow and No Archive for the home page only.
 */
import { CheckboxControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { useSetting } from '../../components/use-setting';

type Directive = 'noindex' | 'nofollow' | 'noarchive';

export default function HomepageAdvancedScreen() {
	const [ robots, setRobots ] = useSetting( 'home_page_robots' );
	const general: Directive[] = robots?.general ?? [];
	const toggle = ( directive: Directive, on: boolean ) => {
		const next = on
			? [ ...general.filter( ( d ) => d !== directive ), directive ]
			: general.filter( ( d ) => d !== directive );
		setRobots( { ...robots, general: next } );
	};
	const options: Array< { value: Directive; label: string; help: string } > =
		[
			{
				value: 'noindex',
				label: __( 'No Index', 'sightline-seo' ),
				help: __(
					'Ask search engines not to list the home page.',
					'sightline-seo'
				),
			},
			{
				value: 'nofollow',
				label: __( 'No Follow', 'sightline-seo' ),
				help: __(
					'Ask search engines not to follow the links on the home page.',
					'sightline-seo'
				),
			},
			{
				value: 'noarchive',
				label: __( 'No Archive', 'sightline-seo' ),
				help: __(
					'Ask search engines not to keep a cached copy of the home page.',
					'sightline-seo'
				),
			},
		];
	return (
		<ScreenShell
			title={ __( 'Home Page Advanced', 'sightline-seo' ) }
			description={ __(
				'Robots instructions for the home page only.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			{ options.map( ( option ) => (
				<CheckboxControl
					key={ option.value }
					__nextHasNoMarginBottom
					label={ option.label }
					help={ option.help }
					checked={ general.includes( option.value ) }
					onChange={ ( on ) => toggle( option.value, on ) }
				/>
			) ) }
		</ScreenShell>
	);
}
