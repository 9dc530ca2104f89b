/**
 * The resolution model of previews: what the page will print for a template, a title, a description
 * and the social cards, mirroring the server (includes/head/: Variables, Text, Resolver, Images), which
 * stays the reference. Shared fixtures (tests/fixtures/resolution/) hold both languages to the same
 * output. Screens and the editor sidebar resolve only through this module.
 */
export {
	replaceVariables,
	resolveTemplate,
	unknownTokens,
	type TemplateSpaces,
	type VariableValues,
} from './template';
export { line, phpTrim, postTitle, title as titleText } from './text';
export {
	autoDescription,
	clean,
	cut,
	excerpt,
	firstParagraph,
	socialRule,
	type AutoDescriptionRule,
} from './content';
export {
	firstResolved,
	resolveTitle,
	resolveDescription,
	resolveSocialTexts,
	resolveSocialImages,
	firstContentImage,
	firstGallery,
	galleryImageUrl,
	withScheme,
	resolveTitleTemplate,
	type TemplateScope,
	type SocialTextInput,
	type SocialTexts,
	type SocialImageInput,
} from './fallbacks';
