// Relationships between exposed relations, derived from foreign keys the way
// PostgREST does (SchemaCache.hs: M2O/O2O from each FK, their inverses, and
// M2M through a junction whose FK columns all belong to its primary key), and
// the lookup behind `select=rel!hint(...)` (Plan.hs findRel).
import { RestError } from './errors.ts';
import type { ForeignKey, Table } from './schema-cache.ts';

export interface RelRef {
  schema: string;
  name: string;
}

export interface Junction {
  table: RelRef;
  /** FK junction → source. */
  sourceConstraint: string;
  /** Junction columns pointing at the source, and the source columns they reference. */
  sourceJunctionColumns: string[];
  sourceColumns: string[];
  targetConstraint: string;
  targetJunctionColumns: string[];
  targetColumns: string[];
}

export interface Relationship {
  table: RelRef;
  foreignTable: RelRef;
  kind: 'm2o' | 'o2m' | 'o2o' | 'm2m';
  /** FK constraint name (for m2m: the junction's FK towards the source). */
  constraint: string;
  /** Join columns on `table` and the matching columns on `foreignTable` (not for m2m). */
  columns: string[];
  foreignColumns: string[];
  junction?: Junction;
  /** A computed relationship: the function called with the parent row (`constraint` is its name). */
  computed?: RelRef;
}

const key = (r: RelRef) => `${r.schema}.${r.name}`;
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const subset = (a: string[], b: string[]) => a.every((x) => b.includes(x));

export function buildRelationships(tables: Map<string, Table>, fks: ForeignKey[]): Relationship[] {
  const rels: Relationship[] = [];
  const exposedFks = fks.filter((fk) => tables.has(`${fk.schema}.${fk.table}`));
  for (const fk of exposedFks) {
    const from = { schema: fk.schema, name: fk.table };
    const to = { schema: fk.refSchema, name: fk.refTable };
    if (!tables.has(key(to))) continue;
    const src = tables.get(key(from)) as Table;
    const oneToOne = src.uniques.some((u) => sameSet(u, fk.columns));
    rels.push({
      table: from,
      foreignTable: to,
      kind: oneToOne ? 'o2o' : 'm2o',
      constraint: fk.name,
      columns: fk.columns,
      foreignColumns: fk.refColumns,
    });
    rels.push({
      table: to,
      foreignTable: from,
      kind: oneToOne ? 'o2o' : 'o2m',
      constraint: fk.name,
      columns: fk.refColumns,
      foreignColumns: fk.columns,
    });
  }
  // Junctions: any exposed relation with two FKs whose columns lie in its PK.
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of exposedFks) {
    const k = `${fk.schema}.${fk.table}`;
    byTable.set(k, [...(byTable.get(k) ?? []), fk]);
  }
  for (const [jk, jfks] of byTable) {
    const jt = tables.get(jk) as Table;
    for (const a of jfks) {
      for (const b of jfks) {
        if (a === b) continue;
        if (!subset([...a.columns, ...b.columns], jt.pk)) continue;
        const source = { schema: a.refSchema, name: a.refTable };
        const target = { schema: b.refSchema, name: b.refTable };
        if (!tables.has(key(source)) || !tables.has(key(target))) continue;
        rels.push({
          table: source,
          foreignTable: target,
          kind: 'm2m',
          constraint: a.name,
          columns: a.refColumns,
          foreignColumns: b.refColumns,
          junction: {
            table: { schema: jt.schema, name: jt.name },
            sourceConstraint: a.name,
            sourceJunctionColumns: a.columns,
            sourceColumns: a.refColumns,
            targetConstraint: b.name,
            targetJunctionColumns: b.columns,
            targetColumns: b.refColumns,
          },
        });
      }
    }
  }
  return rels;
}

const CARDINALITY: Record<Relationship['kind'], string> = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
};

function singleCol(cols: string[], name: string) {
  return cols.length === 1 && cols[0] === name;
}

function matchConstraint(r: Relationship, name: string) {
  if (r.junction) return r.junction.sourceConstraint === name || r.junction.targetConstraint === name;
  return r.constraint === name;
}

function matchesHint(r: Relationship, hint: string) {
  if (matchConstraint(r, hint)) return true;
  if (r.junction) return r.junction.table.name === hint;
  return singleCol(r.columns, hint) || singleCol(r.foreignColumns, hint);
}

/** Finds the one relationship `origin` → `target` (a relation, FK name or FK column), or throws PGRST200/201. */
export function findRelationship(
  rels: Relationship[],
  origin: RelRef,
  target: string,
  hint: string | undefined,
  schema: string,
): Relationship {
  const candidates = rels.filter((r) => {
    if (r.table.schema !== origin.schema || r.table.name !== origin.name) return false;
    if (r.computed) return r.computed.name === target && hint === undefined;
    const targetOk =
      (r.foreignTable.name === target && r.foreignTable.schema === schema) ||
      matchConstraint(r, target) ||
      (!r.junction && r.kind !== 'o2m' && singleCol(r.columns, target));
    return targetOk && (hint === undefined || matchesHint(r, hint));
  });
  if (candidates.length === 1) return candidates[0];
  // A self-referencing FK yields a many-to-one and a one-to-many that share the
  // constraint and column: the hint form means the one-to-many (the to-one side
  // is reached with the column as target, `manager_id(*)`).
  if (
    candidates.length === 2 &&
    candidates[0].constraint === candidates[1].constraint &&
    candidates.every((r) => r.table.name === r.foreignTable.name && r.table.schema === r.foreignTable.schema)
  ) {
    const o2m = candidates.find((r) => r.kind === 'o2m');
    if (o2m) return o2m;
  }
  if (candidates.length === 0) {
    const using = hint ? ` using the hint '${hint}'` : '';
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${target}'${using} in the schema '${schema}', but no matches were found.`,
      null,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    candidates.map((r) => ({
      cardinality: CARDINALITY[r.kind],
      embedding: `${origin.name} with ${r.foreignTable.name}`,
      relationship: describe(r),
    })),
    `Try changing '${target}' to one of the following: ${candidates
      .map((r) => `'${target}!${r.junction ? r.junction.table.name : r.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function describe(r: Relationship) {
  if (r.junction) {
    const j = r.junction;
    return `${j.table.name} using ${j.sourceConstraint}(${j.sourceJunctionColumns.join(', ')}) and ${j.targetConstraint}(${j.targetJunctionColumns.join(', ')})`;
  }
  return `${r.constraint} using ${r.table.name}(${r.columns.join(', ')}) and ${r.foreignTable.name}(${r.foreignColumns.join(', ')})`;
}

/** To-one relationships give an object (or null); the others an array. */
export const isToOne = (r: Relationship) => r.kind === 'm2o' || r.kind === 'o2o';
