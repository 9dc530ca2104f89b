export { runPageChecks } from './rules';
export { containsKeyword, normalize, analyzeContent } from './text';
export type * from './types';
