export {
	readabilityFacts,
	type ReadabilityFacts,
	type ReadabilityInput,
	type LocatedCheck,
} from './facts';
export { readabilityResults, runReadabilityChecks } from './rules';
export {
	hasTransition,
	isPassive,
	passiveRule,
	transitionRule,
} from './sentence-forms';
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
