export { runPageChecks } from './rules';
export {
	containsKeyword,
	normalize,
	analyzeContent,
	pageContentFacts,
	type PageContentFacts,
} from './text';
export type * from './types';
