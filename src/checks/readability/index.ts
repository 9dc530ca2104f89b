export { runReadabilityChecks, type ReadabilityInput } from './rules';
export {
	countText,
	formulaOf,
	isSupported,
	languageOf,
	readingEase,
	type ReadingEase,
	type TextCounts,
} from './reading-ease';
export { countSyllables, syllableRules } from './syllables';
export { sentencesOf, textBlocks, wordsOf } from './structure';
