/**
 * On a multilingual site, which language the settings' texts are written in (the default language,
 * the one stored) and where the multilingual plugin translates them: the titles, descriptions and
 * names typed here are the originals every other language's pages translate.
 */
import { Notice } from '@wordpress/components';
import { createInterpolateElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export interface EditingLanguageProps {
	language?: {
		name: string;
		locale: string;
		translateUrl: string;
	};
}

export function EditingLanguage( { language }: EditingLanguageProps ) {
	if ( ! language ) {
		return null;
	}
	const message = sprintf(
		/* translators: %s: a language name, e.g. English. */
		__(
			'You are editing the texts in %s, the site’s default language.',
			'sightline-seo'
		),
		language.name
	);
	return (
		<Notice
			status="info"
			isDismissible={ false }
			className="sightline-editing-language"
		>
			<span lang={ language.locale.replace( '_', '-' ) }>
				{ message }
			</span>
			{ language.translateUrl !== '' && (
				<>
					{ ' ' }
					{ createInterpolateElement(
						__(
							'Translate them for the other languages in <a>Languages › Translations</a>.',
							'sightline-seo'
						),
						// The link's text comes from the translated sentence, which createInterpolateElement puts inside it.
						// eslint-disable-next-line jsx-a11y/anchor-has-content
						{ a: <a href={ language.translateUrl } /> }
					) }
				</>
			) }
		</Notice>
	);
}
