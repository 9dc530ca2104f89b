import type { AuthorData } from '../../contracts';
import type { SchemaPage } from '../../components/structured-data/instance-card';

/**
 * The author archive's variables as the server resolved them for the saved profile, with the name and
 * biography as they are typed in the form, and the archive's address the nodes hang from.
 */
export function authorPage(
	author: AuthorData,
	saved: Record< string, string >,
	name: string,
	description: string
): SchemaPage {
	return {
		variables: {
			...saved,
			title: name,
			author_name: name,
			author_description: description,
			permalink: author.url,
		},
		url: author.url,
	};
}
