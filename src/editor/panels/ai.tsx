/**
 * AI: writes each title or description from the unsaved content with the provider the admin chose
 * (the built-in offline generator by default). Every suggestion can be used or tried again; admins
 * also manage the connection here.
 */
import { Button, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../store';
import type {
	AiContentType,
	AiRequest,
	AiSuggestion,
} from '../../store/ai/types';
import type { ObjectMeta } from '../../store/generated/object-meta';
import { useSeoObject } from '../context';
import { useEditorData } from '../use-seo';
import { AiConnectionForm } from './ai-connection';

/** generate-content type → the field its text goes into. */
export const AI_FIELDS: Record< AiContentType, keyof ObjectMeta > = {
	page_title: 'title',
	page_description: 'description',
	facebook_title: 'facebook_title',
	facebook_description: 'facebook_description',
	twitter_title: 'twitter_title',
	twitter_description: 'twitter_description',
};

function typeLabel( type: AiContentType ): string {
	switch ( type ) {
		case 'page_title':
			return __( 'Search title', 'sightline-seo' );
		case 'page_description':
			return __( 'Search description', 'sightline-seo' );
		case 'facebook_title':
			return __( 'Facebook title', 'sightline-seo' );
		case 'facebook_description':
			return __( 'Facebook description', 'sightline-seo' );
		case 'twitter_title':
			return __( 'X title', 'sightline-seo' );
		default:
			return __( 'X description', 'sightline-seo' );
	}
}

function AiRow( { type }: { type: AiContentType } ) {
	const object = useSeoObject();
	const suggestion: AiSuggestion = useSelect(
		( select ) => select( store ).getAiSuggestion( type ),
		[ type ]
	);
	const { generateAiContent, dismissAiSuggestion } = useDispatch( store );
	const label = typeLabel( type );
	const request: AiRequest = {
		post_id: object.id || undefined,
		is_taxonomy: object.kind === 'term',
		title: object.title,
		content: object.content,
		focus_keyword: object.meta.focus_keyword,
	};
	const loading = suggestion.status === 'loading';
	const use = () => {
		object.editMeta( { [ AI_FIELDS[ type ] ]: suggestion.content } );
		dismissAiSuggestion( type );
	};
	return (
		<div className="sightline-ai-row">
			<div className="sightline-ai-row__head">
				<span className="sightline-ai-row__label">{ label }</span>
				{ suggestion.status === 'idle' && (
					<Button
						variant="secondary"
						size="compact"
						onClick={ () => generateAiContent( type, request ) }
						label={ sprintf(
							/* translators: %s: what to generate, e.g. "Search description". */
							__( 'Generate %s', 'sightline-seo' ),
							label
						) }
						showTooltip={ false }
					>
						{ __( 'Generate', 'sightline-seo' ) }
					</Button>
				) }
			</div>
			{ suggestion.status !== 'idle' && (
				<div
					className="sightline-ai-row__result"
					aria-live="polite"
					aria-busy={ loading }
				>
					{ suggestion.error && (
						<Notice status="error" isDismissible={ false }>
							{ suggestion.error }
						</Notice>
					) }
					{ suggestion.content && (
						<p
							className="sightline-ai-row__text"
							data-testid={ `ai-suggestion-${ type }` }
						>
							{ suggestion.content }
						</p>
					) }
					{ loading && ! suggestion.content && (
						<p className="sightline-ai-row__text">
							{ __( 'Writing…', 'sightline-seo' ) }
						</p>
					) }
					<div className="sightline-ai-row__actions">
						<Button
							variant="primary"
							size="compact"
							disabled={ loading || ! suggestion.content }
							__experimentalIsFocusable
							onClick={ use }
							label={ sprintf(
								/* translators: %s: the field, e.g. "Search description". */
								__( 'Use as %s', 'sightline-seo' ),
								label
							) }
							showTooltip={ false }
						>
							{ __( 'Use', 'sightline-seo' ) }
						</Button>
						<Button
							variant="secondary"
							size="compact"
							isBusy={ loading }
							disabled={ loading }
							__experimentalIsFocusable
							onClick={ () =>
								generateAiContent( type, request, true )
							}
							label={ sprintf(
								/* translators: %s: the field, e.g. "Search description". */
								__( 'Try again: %s', 'sightline-seo' ),
								label
							) }
							showTooltip={ false }
						>
							{ __( 'Try again', 'sightline-seo' ) }
						</Button>
						<Button
							variant="tertiary"
							size="compact"
							onClick={ () => dismissAiSuggestion( type ) }
							label={ sprintf(
								/* translators: %s: the field. */
								__( 'Discard: %s', 'sightline-seo' ),
								label
							) }
							showTooltip={ false }
						>
							{ __( 'Discard', 'sightline-seo' ) }
						</Button>
					</div>
				</div>
			) }
		</div>
	);
}

export function AiPanel() {
	const data = useEditorData();
	return (
		<div className="sightline-editor-panel">
			<p className="sightline-editor-panel__intro">
				{ __(
					'Write titles and descriptions from this content. Nothing is saved until you choose Use and update the post.',
					'sightline-seo'
				) }
			</p>
			{ ( Object.keys( AI_FIELDS ) as AiContentType[] ).map( ( type ) => (
				<AiRow key={ type } type={ type } />
			) ) }
			{ data.canManageOptions && <AiConnectionForm /> }
		</div>
	);
}
