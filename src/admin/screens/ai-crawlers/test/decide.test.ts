import fixture from '../../../../../tests/fixtures/robots/crawler-policy.json';
import { blockedCrawlers, choicesFrom } from '../decide';
import type { CrawlerPolicy, PolicyCrawler } from '../decide';

const crawlers = fixture.crawlers as PolicyCrawler[];

describe( 'blockedCrawlers', () => {
	it.each( fixture.cases.map( ( item ) => [ item.name, item ] ) )(
		'%s',
		( _name, item ) => {
			expect(
				blockedCrawlers( item.setting as CrawlerPolicy, crawlers )
			).toEqual( item.blocked );
		}
	);
} );

describe( 'choicesFrom', () => {
	it( 'starts per-bot choices from what the current policy does', () => {
		expect(
			choicesFrom( { policy: 'block_training', bots: {} }, crawlers )
		).toEqual( {
			'OAI-SearchBot': 'allow',
			'Claude-User': 'allow',
			GPTBot: 'block',
			'Google-Extended': 'block',
		} );
	} );
} );
