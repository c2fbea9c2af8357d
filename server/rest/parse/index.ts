// The /rest/v1 query-string and header parser: pure functions from strings to
// the AST in ../ast.ts. Every failure is a RestError (PGRST100, or PGRST103
// for unsatisfiable ranges); nothing else is ever thrown.
export { parseFilter, parseFilterKey } from './filter.ts';
export { parseLogicTree } from './logic.ts';
export { parseOrder } from './order.ts';
export { parsePrefer } from './prefer.ts';
export { type ParseQueryOptions, parseQuery } from './query.ts';
export { parseRange } from './range.ts';
export { parseSelect } from './select.ts';
