export {
	acceptedTypes,
	offeredTypes,
	propertiesOf,
	typeDefinition,
	typeNames,
} from './catalogue';
export type {
	PropertyDefinition,
	PropertyKind,
	TypeDefinition,
} from './catalogue';
export { buildNode } from './build';
export type {
	InstanceValue,
	InstanceValues,
	JsonLdNode,
	NodeValue,
	TypeInstance,
} from './build';
export { checkNode } from './check';
export type { Finding, FindingLevel } from './check';
export type { VariableValues } from './text-values';
