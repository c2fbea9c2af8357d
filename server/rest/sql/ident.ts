// Quoting for names the builder puts into SQL text. Every name passed here has
// already been matched against the schema cache (tables, columns, functions)
// or is an output alias, which is only ever used as a quoted identifier.

/** `my "col"` → `"my ""col"""` */
export function qi(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `public`, `films` → `"public"."films"` */
export function qname(schema: string, name: string): string {
  return `${qi(schema)}.${qi(name)}`;
}

/**
 * A string literal for catalog-derived text only (column names used as JSON
 * keys). Request values never go through here: they are bound parameters.
 */
export function ql(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
