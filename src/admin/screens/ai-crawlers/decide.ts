/**
 * Which known crawlers a policy blocks, the rule Robots\Crawler_Policy::decisions() applies when it
 * writes robots.txt (both checked against tests/fixtures/robots/crawler-policy.json), so the screen
 * shows each crawler's fate before the policy is saved.
 */
import type { GlobalSettings } from '../../../store';

export type CrawlerPolicy = GlobalSettings[ 'ai_crawlers' ];

export interface PolicyCrawler {
	token: string;
	purpose: 'search' | 'training';
}

export function blockedCrawlers(
	setting: CrawlerPolicy,
	crawlers: PolicyCrawler[]
): string[] {
	const bots = setting.bots ?? {};
	return crawlers
		.filter( ( crawler ) => {
			switch ( setting.policy ) {
				case 'block_training':
					return crawler.purpose === 'training';
				case 'block_all':
					return true;
				case 'per_bot':
					return bots[ crawler.token ] === 'block';
				default:
					return false;
			}
		} )
		.map( ( crawler ) => crawler.token );
}

/** Per-bot choices that start from what a policy does now, for switching to "choose for each crawler". */
export function choicesFrom(
	setting: CrawlerPolicy,
	crawlers: PolicyCrawler[]
): CrawlerPolicy[ 'bots' ] {
	const blocked = blockedCrawlers( setting, crawlers );
	const bots: CrawlerPolicy[ 'bots' ] = {};
	crawlers.forEach( ( crawler ) => {
		bots[ crawler.token ] = blocked.includes( crawler.token )
			? 'block'
			: 'allow';
	} );
	return bots;
}
