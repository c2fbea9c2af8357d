// Turns the catalog into TypeScript in the shape `supabase gen types
// typescript` produces: Database[schema]['Tables'|'Views'|'Functions'|'Enums'|
// 'CompositeTypes'], the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes
// helpers and Constants. The text is formatted afterwards (biome).
import type { Catalog, PgColumn, PgFunction, PgRelation } from './catalog.ts';

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'macaddr8',
  'tsvector',
  'tsquery',
  'xml',
  'bit',
  'varbit',
  'regclass',
  'vector',
]);
// Functions PostgREST cannot call as RPCs.
const NOT_CALLABLE_RETURNS = new Set([
  'trigger',
  'event_trigger',
  'internal',
  'language_handler',
  'fdw_handler',
]);

const q = (s: string) => JSON.stringify(s);
const sortByName = <T extends { name: string }>(items: T[]) =>
  [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

export function renderTypes(cat: Catalog, opts: { postgrestVersion: string }): string {
  const tsType = (oid: number): string => {
    const t = cat.types.get(oid);
    if (!t) return 'unknown';
    if (t.elem) return `(${tsType(t.elem)})[]`;
    if (t.kind === 'd') return tsType(t.base);
    const exposed = cat.schemas.includes(t.schema);
    if (t.kind === 'e') return exposed ? `Database[${q(t.schema)}]['Enums'][${q(t.name)}]` : 'string';
    if (t.kind === 'c') {
      const rel = cat.relations.find((r) => r.oid === t.relid);
      if (!exposed || !rel) return 'Record<string, unknown>';
      if (rel.kind === 'c') return `Database[${q(t.schema)}]['CompositeTypes'][${q(t.name)}]`;
      return `Database[${q(t.schema)}][${q(rel.kind === 'v' || rel.kind === 'm' ? 'Views' : 'Tables')}][${q(t.name)}]['Row']`;
    }
    if (t.name === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(t.name)) return 'number';
    if (STRING_TYPES.has(t.name)) return 'string';
    if (t.name === 'json' || t.name === 'jsonb') return 'Json';
    if (t.name === 'void') return 'undefined';
    if (t.name === 'record') return 'Record<string, unknown>';
    return 'unknown';
  };

  const columnsOf = (rel: PgRelation) => sortByName(cat.columns.filter((c) => c.relid === rel.oid));
  const rowField = (c: PgColumn) => `${q(c.name)}: ${tsType(c.typeOid)}${c.nullable ? ' | null' : ''}`;
  const insertField = (c: PgColumn, view: boolean) => {
    if (c.identity === 'a' || c.generated === 's' || (view && !c.updatable)) return `${q(c.name)}?: never`;
    const optional = view || c.nullable || c.hasDefault || c.identity === 'd';
    return `${q(c.name)}${optional ? '?' : ''}: ${tsType(c.typeOid)}${c.nullable ? ' | null' : ''}`;
  };
  const updateField = (c: PgColumn, view: boolean) => {
    if (c.identity === 'a' || c.generated === 's' || (view && !c.updatable)) return `${q(c.name)}?: never`;
    return `${q(c.name)}?: ${tsType(c.typeOid)}${c.nullable ? ' | null' : ''}`;
  };
  const block = (fields: string[]) =>
    fields.length === 0 ? '{ [_ in never]: never }' : `{ ${fields.join('; ')} }`;

  const relationships = (rel: PgRelation) => {
    const rows = cat.foreignKeys
      .filter((fk) => fk.relid === rel.oid)
      .map((fk) => ({ fk, target: cat.relations.find((r) => r.oid === fk.refRelid) }))
      .filter((x) => x.target && x.target.schema === rel.schema)
      .sort((a, b) => (a.fk.name < b.fk.name ? -1 : a.fk.name > b.fk.name ? 1 : 0))
      .map(
        ({ fk, target }) =>
          `{ foreignKeyName: ${q(fk.name)}; columns: ${JSON.stringify(fk.columns)}; isOneToOne: ${fk.oneToOne}; referencedRelation: ${q(target!.name)}; referencedColumns: ${JSON.stringify(fk.refColumns)} }`,
      );
    return `[${rows.join(', ')}]`;
  };

  const callable = (f: PgFunction) => {
    const ret = cat.types.get(f.returnType);
    if (ret && NOT_CALLABLE_RETURNS.has(ret.name)) return false;
    const inputs = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    // PostgREST needs named arguments, or a single unnamed one (a JSON/text body).
    return inputs.every((a) => a.name !== '') || inputs.length === 1;
  };

  const functionType = (f: PgFunction) => {
    const inputs = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const args =
      inputs.length === 0
        ? 'Record<PropertyKey, never>'
        : `{ ${inputs.map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.typeOid)}${a.defaultsToNull ? ' | null' : ''}`).join('; ')} }`;
    const tableCols = f.args.filter((a) => a.mode === 't');
    const outCols = f.args.filter((a) => a.mode === 'o' || a.mode === 'b');
    let returns: string;
    if (tableCols.length > 0) {
      // RETURNS TABLE columns may be null (outer joins, nullable sources).
      returns = `{ ${tableCols.map((a) => `${q(a.name)}: ${tsType(a.typeOid)} | null`).join('; ')} }`;
    } else if (outCols.length > 1) {
      returns = `{ ${outCols.map((a) => `${q(a.name)}: ${tsType(a.typeOid)} | null`).join('; ')} }`;
    } else {
      returns = tsType(f.returnType);
    }
    return `{ Args: ${args}; Returns: ${returns}${f.returnsSet ? '[]' : ''} }`;
  };

  const schemaBlocks = [...cat.schemas].sort().map((schema) => {
    const rels = sortByName(cat.relations.filter((r) => r.schema === schema));
    const tables = rels.filter((r) => r.kind === 'r' || r.kind === 'p' || r.kind === 'f');
    const views = rels.filter((r) => r.kind === 'v' || r.kind === 'm');
    const composites = rels.filter((r) => r.kind === 'c');
    const fnsByName = new Map<string, PgFunction[]>();
    for (const f of sortByName(cat.functions.filter((f) => f.schema === schema && callable(f)))) {
      fnsByName.set(f.name, [...(fnsByName.get(f.name) ?? []), f]);
    }
    const enums = sortByName(
      [...cat.types.values()].filter((t) => t.schema === schema && t.kind === 'e' && !t.elem),
    );

    const tableTypes = tables.map((t) => {
      const cols = columnsOf(t);
      return `${q(t.name)}: {
        Row: ${block(cols.map(rowField))}
        Insert: ${block(cols.map((c) => insertField(c, false)))}
        Update: ${block(cols.map((c) => updateField(c, false)))}
        Relationships: ${relationships(t)}
      }`;
    });
    const viewTypes = views.map((v) => {
      const cols = columnsOf(v);
      const writable = v.updatable
        ? `Insert: ${block(cols.map((c) => insertField(c, true)))}
           Update: ${block(cols.map((c) => updateField(c, true)))}`
        : '';
      return `${q(v.name)}: {
        Row: ${block(cols.map(rowField))}
        ${writable}
        Relationships: []
      }`;
    });
    const functionTypes = [...fnsByName].map(
      ([name, fns]) => `${q(name)}: ${fns.map(functionType).join(' | ')}`,
    );
    const enumTypes = enums.map(
      (e) =>
        `${q(e.name)}: ${cat.enumValues
          .filter((v) => v.typeOid === e.oid)
          .map((v) => q(v.label))
          .join(' | ')}`,
    );
    const compositeTypes = composites.map(
      (c) =>
        `${q(c.name)}: { ${columnsOf(c)
          .map((col) => `${q(col.name)}: ${tsType(col.typeOid)} | null`)
          .join('; ')} }`,
    );
    const section = (items: string[]) =>
      items.length === 0 ? '{ [_ in never]: never }' : `{\n${items.join('\n')}\n}`;
    return {
      schema,
      enums: enums.map((e) => ({
        name: e.name,
        labels: cat.enumValues.filter((v) => v.typeOid === e.oid).map((v) => v.label),
      })),
      text: `${q(schema)}: {
        Tables: ${section(tableTypes)}
        Views: ${section(viewTypes)}
        Functions: ${section(functionTypes)}
        Enums: ${section(enumTypes)}
        CompositeTypes: ${section(compositeTypes)}
      }`,
    };
  });

  const constants = schemaBlocks
    .map(
      (s) =>
        `${q(s.schema)}: { Enums: { ${s.enums.map((e) => `${q(e.name)}: ${JSON.stringify(e.labels)}`).join(', ')} } }`,
    )
    .join(', ');

  return `// Generated by \`npm run db:types\` (scripts/gen-db-types.ts) from the migrated schema.
// Do not edit: change supabase/migrations and run the command again.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Tells supabase-js which PostgREST dialect the server speaks.
  __InternalSupabase: { PostgrestVersion: ${q(opts.postgrestVersion)} }
  ${schemaBlocks.map((s) => s.text).join('\n')}
}

${HELPERS}

export const Constants = { ${constants} } as const
`;
}

// The helper types of `supabase gen types`, same names and type parameters.
const HELPERS = `type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>]

type SchemaOption = { schema: keyof DatabaseWithoutInternals }

export type Tables<
  DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | SchemaOption,
  TableName extends DefaultSchemaTableNameOrOptions extends SchemaOption
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends SchemaOption
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | SchemaOption,
  TableName extends DefaultSchemaTableNameOrOptions extends SchemaOption
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends SchemaOption
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { Insert: infer I }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | SchemaOption,
  TableName extends DefaultSchemaTableNameOrOptions extends SchemaOption
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends SchemaOption
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { Update: infer U }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | SchemaOption,
  EnumName extends DefaultSchemaEnumNameOrOptions extends SchemaOption
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends SchemaOption
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | SchemaOption,
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends SchemaOption
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends SchemaOption
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never`;
