/**
 * AI Crawlers: which AI crawlers the site's robots.txt lets in, grouped by what they do (answer engines
 * and live fetching, model training), each with its operator, purpose and documentation. The choice is
 * the setting ai_crawlers, saved with the shared Save button; the crawler list comes from the plugin's
 * data file with the robots.txt editor's data, which also says when robots.txt cannot carry the policy.
 */
import {
	ExternalLink,
	Notice,
	RadioControl,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../../store';
import { SaveButton } from '../../components/save-button';
import { ScreenShell } from '../../components/screen-shell';
import { Section } from '../../components/section';
import { useSetting } from '../../components/use-setting';
import { blockedCrawlers, choicesFrom } from './decide';
import type { CrawlerPolicy } from './decide';
import type { RobotsTxtData } from '../../../contracts';

type Crawler = RobotsTxtData[ 'ai_crawlers' ][ 'crawlers' ][ number ];

function policyOptions(): Array< {
	value: CrawlerPolicy[ 'policy' ];
	label: string;
} > {
	return [
		{
			value: 'block_training',
			label: __(
				'Allow AI search, block AI training (recommended)',
				'sightline-seo'
			),
		},
		{
			value: 'allow_all',
			label: __( 'Allow all AI crawlers', 'sightline-seo' ),
		},
		{
			value: 'block_all',
			label: __( 'Block all AI crawlers', 'sightline-seo' ),
		},
		{
			value: 'per_bot',
			label: __( 'Choose for each crawler', 'sightline-seo' ),
		},
		{
			value: 'none',
			label: __(
				'No policy: robots.txt says only what the robots.txt editor says',
				'sightline-seo'
			),
		},
	];
}

function Unavailable( { data }: { data: RobotsTxtData } ) {
	if ( data.robots_file_exists ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ __(
					'A physical robots.txt file exists in your site’s root folder and is served instead of the virtual robots.txt, so this policy cannot apply. Delete that file to let the policy work, or copy the rules into it by hand.',
					'sightline-seo'
				) }
			</Notice>
		);
	}
	if ( ! data.at_host_root ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ __(
					'Crawlers read robots.txt only at the root of a domain, and this site lives in a folder of its domain, so this policy cannot apply here. It applies on a site with a domain or subdomain of its own.',
					'sightline-seo'
				) }
			</Notice>
		);
	}
	if ( data.search_engine_visibility === '0' ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ __(
					'Search engine visibility is off (Settings > Reading: Discourage search engines), so robots.txt blocks every crawler and this policy has no effect until search engine visibility is Public.',
					'sightline-seo'
				) }
			</Notice>
		);
	}
	return null;
}

function CrawlerTable( {
	crawlers,
	blocked,
	perBot,
	onChoose,
}: {
	crawlers: Crawler[];
	blocked: string[];
	perBot: boolean;
	onChoose: ( token: string, choice: 'allow' | 'block' ) => void;
} ) {
	return (
		<table className="widefat striped sightline-ai-crawlers-table">
			<thead>
				<tr>
					<th scope="col">{ __( 'Crawler', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Operator', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Purpose', 'sightline-seo' ) }</th>
					<th scope="col">{ __( 'Access', 'sightline-seo' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ crawlers.map( ( crawler ) => {
					const isBlocked = blocked.includes( crawler.token );
					return (
						<tr key={ crawler.token }>
							<th scope="row">
								<code>{ crawler.token }</code>
							</th>
							<td>{ crawler.operator }</td>
							<td>
								{ crawler.description }{ ' ' }
								{ crawler.documentation ? (
									<ExternalLink
										href={ crawler.documentation }
									>
										{ __(
											'Documentation',
											'sightline-seo'
										) }
									</ExternalLink>
								) : (
									<em>
										{ __(
											'No documentation published.',
											'sightline-seo'
										) }
									</em>
								) }
							</td>
							<td>
								{ perBot ? (
									<SelectControl
										__nextHasNoMarginBottom
										hideLabelFromVision
										label={ sprintf(
											/* translators: %s: crawler name. */
											__(
												'Access for %s',
												'sightline-seo'
											),
											crawler.token
										) }
										value={ isBlocked ? 'block' : 'allow' }
										options={ [
											{
												value: 'allow',
												label: __(
													'Allowed',
													'sightline-seo'
												),
											},
											{
												value: 'block',
												label: __(
													'Blocked',
													'sightline-seo'
												),
											},
										] }
										onChange={ ( value: string ) =>
											onChoose(
												crawler.token,
												value === 'block'
													? 'block'
													: 'allow'
											)
										}
									/>
								) : (
									<span
										className={
											isBlocked
												? 'sightline-ai-crawlers__blocked'
												: 'sightline-ai-crawlers__allowed'
										}
									>
										{ isBlocked
											? __( 'Blocked', 'sightline-seo' )
											: __( 'Allowed', 'sightline-seo' ) }
									</span>
								) }
							</td>
						</tr>
					);
				} ) }
			</tbody>
		</table>
	);
}

export default function AiCrawlersScreen() {
	const [ setting, setSetting ] = useSetting( 'ai_crawlers' );
	const data = useSelect( ( select ) => select( store ).getRobotsTxt(), [] );

	if ( ! data || ! setting ) {
		return (
			<ScreenShell title={ __( 'AI Crawlers', 'sightline-seo' ) }>
				<Spinner />
			</ScreenShell>
		);
	}

	const crawlers = data.ai_crawlers.crawlers;
	const blocked = blockedCrawlers( setting, crawlers );
	const perBot = setting.policy === 'per_bot';
	const choose = ( policy: string ) => {
		const next = policy as CrawlerPolicy[ 'policy' ];
		setSetting( {
			policy: next,
			// Choosing per crawler starts from what the policy did until now.
			bots:
				next === 'per_bot' && setting.policy !== 'per_bot'
					? choicesFrom( setting, crawlers )
					: setting.bots,
		} );
	};
	const chooseBot = ( token: string, choice: 'allow' | 'block' ) =>
		setSetting( {
			policy: 'per_bot',
			bots: { ...setting.bots, [ token ]: choice },
		} );

	return (
		<ScreenShell
			title={ __( 'AI Crawlers', 'sightline-seo' ) }
			description={ __(
				'Let AI answer engines find and cite your pages while keeping your content out of model training. The choice is written into your robots.txt; blocked crawlers get a group of their own there, allowed ones follow the rules for every crawler.',
				'sightline-seo'
			) }
			actions={ <SaveButton /> }
		>
			<Unavailable data={ data } />
			<RadioControl
				label={ __( 'AI crawler policy', 'sightline-seo' ) }
				selected={ setting.policy }
				options={ policyOptions() }
				onChange={ choose }
			/>
			<Section
				title={ __(
					'Answer engines and live fetching',
					'sightline-seo'
				) }
				description={ __(
					'They index pages to cite and link them in AI answers, or fetch a page when someone asks about it.',
					'sightline-seo'
				) }
			>
				<CrawlerTable
					crawlers={ crawlers.filter(
						( crawler ) => crawler.purpose === 'search'
					) }
					blocked={ blocked }
					perBot={ perBot }
					onChoose={ chooseBot }
				/>
			</Section>
			<Section
				title={ __( 'Model training', 'sightline-seo' ) }
				description={ __(
					'They collect pages to train AI models. Blocking them does not remove your pages from search results or AI answers.',
					'sightline-seo'
				) }
			>
				<CrawlerTable
					crawlers={ crawlers.filter(
						( crawler ) => crawler.purpose === 'training'
					) }
					blocked={ blocked }
					perBot={ perBot }
					onChoose={ chooseBot }
				/>
			</Section>
			<p className="sightline-ai-crawlers__updated">
				{ sprintf(
					/* translators: %s: date the list was checked. */
					__(
						'List of known AI crawlers checked on %s.',
						'sightline-seo'
					),
					data.ai_crawlers.updated
				) }
			</p>
		</ScreenShell>
	);
}
