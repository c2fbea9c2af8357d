// A small schema cache built from a hand-written catalog, for unit tests of
// the SQL builder and relationship lookup (no database needed).
import { buildSchemaCache, type SchemaCache } from '../schema-cache.ts';

type Col = [name: string, type: string];

interface FakeTable {
  name: string;
  columns: Col[];
  pk?: string[];
  uniques?: string[][];
  fks?: { name: string; columns: string[]; ref: string; refColumns: string[] }[];
  kind?: 'r' | 'v';
}

export function fakeCache(tables: FakeTable[], schema = 'public'): SchemaCache {
  const oid = new Map(tables.map((t, i) => [t.name, 1000 + i]));
  const columns = tables.flatMap((t) =>
    t.columns.map(([name, type]) => ({
      rel: oid.get(t.name) as number,
      name,
      type,
      elementType: type.replace(/\[\]$/, ''),
      typeOid: 0,
      isArray: type.endsWith('[]'),
      notNull: false,
      default: null,
      generated: false,
      identityAlways: false,
    })),
  );
  const constraints = tables.flatMap((t) => [
    ...(t.pk
      ? [
          {
            name: `${t.name}_pkey`,
            type: 'p' as const,
            rel: oid.get(t.name) as number,
            frel: 0,
            cols: t.pk,
            fcols: null,
            fschema: null,
            fname: null,
          },
        ]
      : []),
    ...(t.uniques ?? []).map((u, i) => ({
      name: `${t.name}_u${i}`,
      type: 'u' as const,
      rel: oid.get(t.name) as number,
      frel: 0,
      cols: u,
      fcols: null,
      fschema: null,
      fname: null,
    })),
    ...(t.fks ?? []).map((f) => ({
      name: f.name,
      type: 'f' as const,
      rel: oid.get(t.name) as number,
      frel: oid.get(f.ref) as number,
      cols: f.columns,
      fcols: f.refColumns,
      fschema: schema,
      fname: f.ref,
    })),
  ]);
  return buildSchemaCache(
    {
      tables: tables.map((t) => ({
        oid: oid.get(t.name) as number,
        schema,
        name: t.name,
        kind: t.kind ?? 'r',
        exposed: true,
      })),
      columns,
      constraints,
      uniqueIndexes: [],
      viewDeps: [],
      functions: [],
      types: ['int4', 'int8', 'text', 'numeric', 'bool', 'jsonb', 'json', 'varchar', 'timestamptz'],
    },
    [schema],
  );
}
