export {
	readabilityFacts,
	type ReadabilityFacts,
	type ReadabilityInput,
} from './facts';
export { readabilityResults, runReadabilityChecks } from './rules';
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
