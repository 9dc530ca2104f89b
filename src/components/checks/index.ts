/**
 * The shared check-list UI. Import from 'src/components/checks'.
 */
export { CheckList, type CheckListProps } from './check-list';
export { CheckSummary, type CheckSummaryProps } from './check-summary';
export { CheckRow, type CheckRowProps } from './check-row';
export {
	groupChecks,
	isIgnored,
	summarize,
	statusLabel,
	groupTitle,
	STATUS_ORDER,
	type CheckSummaryText,
} from './grouping';
export type { CheckItem, CheckGroups, CheckStatus } from './types';
