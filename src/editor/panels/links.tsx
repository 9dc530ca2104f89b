/**
 * Links: the internal and outbound link counts of the content, and published posts of the site worth
 * linking to (ranked by the words they share with this post), each with an Insert link button.
 */
import { Button, ExternalLink, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { CheckRow } from '../../components/checks';
import { countsResult } from '../links/counts-result';
import { insertLink } from '../links/insert';
import { useLinks, type LinksData } from '../links/use-links';

function Suggestions( { suggestions }: Pick< LinksData, 'suggestions' > ) {
	if ( undefined === suggestions ) {
		return (
			<p>
				<Spinner />
				<span className="screen-reader-text">
					{ __( 'Finding posts to link to…', 'sightline-seo' ) }
				</span>
			</p>
		);
	}
	if ( null === suggestions ) {
		return (
			<p>
				{ __(
					'Link suggestions are unavailable right now.',
					'sightline-seo'
				) }
			</p>
		);
	}
	if ( ! suggestions.length ) {
		return (
			<p>
				{ __(
					'No published post shares enough words with this one yet.',
					'sightline-seo'
				) }
			</p>
		);
	}
	return (
		<ul className="sightline-link-suggestions">
			{ suggestions.map( ( suggestion ) => (
				<li
					key={ suggestion.id }
					className="sightline-link-suggestions__item"
				>
					<ExternalLink href={ suggestion.url }>
						{ suggestion.title ||
							__( '(no title)', 'sightline-seo' ) }
					</ExternalLink>
					<Button
						variant="secondary"
						size="small"
						onClick={ () =>
							insertLink( suggestion.url, suggestion.title )
						}
						label={ sprintf(
							/* translators: %s: title of the post linked to. */
							__( 'Insert link to %s', 'sightline-seo' ),
							suggestion.title
						) }
						showTooltip={ false }
					>
						{ __( 'Insert link', 'sightline-seo' ) }
					</Button>
				</li>
			) ) }
		</ul>
	);
}

export function LinksPanel() {
	const { counts, suggestions } = useLinks();
	return (
		<div className="sightline-editor-panel">
			<ul className="sightline-checks__list">
				<CheckRow check={ countsResult( counts ) } ignored={ false } />
			</ul>
			<h3>{ __( 'Posts to link to', 'sightline-seo' ) }</h3>
			<Suggestions suggestions={ suggestions } />
		</div>
	);
}
