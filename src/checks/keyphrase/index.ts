/**
 * The keyphrase checks' messages and types. The measuring (facts.ts, with the stemming library) is
 * imported by the worker and the on-demand fallback only, so it stays out of the editor's first script.
 */
export type { KeyphraseFacts, KeyphraseInput, PhraseFacts } from './facts';
export { keyphraseResults, type KeyphraseAnalysis } from './rules';
