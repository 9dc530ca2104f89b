/**
 * Robots.txt Editor: a text area and a Save button. Save is active only when the
 * text differs from what was loaded; the text area is locked while a physical robots.txt exists or
 * search engines are discouraged. Empty text lets WordPress manage robots.txt.
 */
import {
	Button,
	ExternalLink,
	Notice,
	Spinner,
	TextareaControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Link } from 'wouter';

import { store } from '../../../store';
import { pageData } from '../../../utils/page-data';
import { ScreenShell } from '../../components/screen-shell';

function robotsTxtUrl(): string {
	const url = pageData().robotsTxtUrl;
	return typeof url === 'string' ? url : `${ pageData().homeUrl }robots.txt`;
}

export default function RobotsTxtEditorScreen() {
	const { data, isSaving } = useSelect(
		( select ) => ( {
			data: select( store ).getRobotsTxt(),
			isSaving: select( store ).isSavingRobotsTxt(),
		} ),
		[]
	);
	const { saveRobotsTxt } = useDispatch( store );
	const [ text, setText ] = useState< string | null >( null );

	const fileExists = Boolean( data?.robots_file_exists );
	const hidden = data?.search_engine_visibility === '0';
	const locked = fileExists || hidden;
	// A physical robots.txt is what crawlers get, so it is what the editor shows.
	let loaded = '';
	if ( data ) {
		loaded = fileExists ? data.robot_file_content : data.robots_txt_content;
	}

	// Start from what the server has once it arrives; later edits stay the admin's.
	useEffect( () => {
		if ( data && text === null ) {
			setText( loaded );
		}
	}, [ data, loaded, text ] );

	const value = text ?? loaded;
	const changed =
		data !== null && ! locked && value !== data.robots_txt_content;

	const save = (
		<Button
			variant="primary"
			onClick={ () => saveRobotsTxt( value ) }
			disabled={ ! changed || isSaving }
			__experimentalIsFocusable
			isBusy={ isSaving }
		>
			{ isSaving
				? __( 'Saving…', 'sightline-seo' )
				: __( 'Save', 'sightline-seo' ) }
		</Button>
	);

	return (
		<ScreenShell
			title={ __( 'Robots.txt Editor', 'sightline-seo' ) }
			description={ __(
				'The robots.txt file search engines read.',
				'sightline-seo'
			) }
			actions={ save }
		>
			{ ! data && <Spinner /> }
			{ fileExists && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'A physical robots.txt file exists in your site’s root folder, so it is served instead of this one and the editor is locked. Delete that file to edit robots.txt here.',
						'sightline-seo'
					) }
				</Notice>
			) }
			{ hidden && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Search engine visibility is off (Settings > Reading: Discourage search engines). Changes here have no effect until search engine visibility is Public.',
						'sightline-seo'
					) }
				</Notice>
			) }
			{ data && (
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'robots.txt content', 'sightline-seo' ) }
					help={ __(
						'Leave empty to let WordPress manage robots.txt. A Sitemap line for your XML sitemap is added automatically.',
						'sightline-seo'
					) }
					value={ value }
					onChange={ setText }
					rows={ 14 }
					readOnly={ locked }
					disabled={ locked }
					className="sightline-robots-txt__text"
					spellCheck={ false }
				/>
			) }
			{ data && data.policy_lines !== '' && (
				<div className="sightline-robots-txt__policy">
					<h2>
						{ __(
							'Lines the AI crawler policy adds',
							'sightline-seo'
						) }
					</h2>
					<p>
						{ __(
							'They follow your text in robots.txt. A line of yours that allows a crawler the policy blocks, or keeps a crawler it allows away from the whole site, is refused on save.',
							'sightline-seo'
						) }{ ' ' }
						<Link href="/advanced/ai-crawlers">
							{ __(
								'Change the AI crawler policy',
								'sightline-seo'
							) }
						</Link>
					</p>
					<pre
						className="sightline-robots-txt__policy-lines"
						aria-label={ __(
							'Lines the AI crawler policy adds',
							'sightline-seo'
						) }
					>
						{ data.policy_lines }
					</pre>
				</div>
			) }
			<p>
				<ExternalLink href={ robotsTxtUrl() }>
					{ __( 'View robots.txt', 'sightline-seo' ) }
				</ExternalLink>
			</p>
		</ScreenShell>
	);
}
