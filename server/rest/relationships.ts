// Relationships between exposed relations, derived from foreign keys the way
// PostgREST does (SchemaCache.hs: M2O/O2O from each FK, their inverses, and
// M2M through a junction whose FK columns all belong to its primary key), and
// the lookup behind `select=rel!hint(...)` (Plan.hs findRel).
import { fuzzySetGet } from './closest.ts';
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
  /** The foreign relation is a view (PostgREST's relFTableIsView): not reached by a column or constraint target. */
  foreignIsView?: boolean;
}

const key = (r: RelRef) => `${r.schema}.${r.name}`;
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const subset = (a: string[], b: string[]) => a.every((x) => b.includes(x));
const isView = (t: Table | undefined) => t?.kind === 'view' || t?.kind === 'materialized_view';

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
      foreignIsView: isView(tables.get(key(to))),
    });
    rels.push({
      table: to,
      foreignTable: from,
      kind: oneToOne ? 'o2o' : 'o2m',
      constraint: fk.name,
      columns: fk.refColumns,
      foreignColumns: fk.columns,
      foreignIsView: isView(src),
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
          foreignIsView: isView(tables.get(key(target))),
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

/** PostgREST's matchConstraint: the FK constraint of a to-one or one-to-many relationship (not a junction's). */
function matchConstraint(r: Relationship, name: string) {
  return !r.junction && r.constraint === name;
}

/** matchFKSingleCol / matchFKRefSingleCol: the one join column on the origin's / the target's side. */
const originCol = (r: Relationship, name: string) => !r.junction && singleCol(r.columns, name);
const targetCol = (r: Relationship, name: string) => !r.junction && singleCol(r.foreignColumns, name);
const sameRel = (a: RelRef, b: RelRef) => a.schema === b.schema && a.name === b.name;

/**
 * PostgREST's findRel: does `target` (and `hint`) name this relationship of the origin?
 * - target: the related relation; or, with no hint, an FK constraint or an FK column of the origin when the
 *   related relation is not a view (views share their base table's FKs, so those names would be ambiguous);
 * - hint: an FK constraint, a join column on either side, or a many-to-many junction;
 * - a self-reference (one FK, two relationships): the table name means the one-to-many (with a hint: the
 *   referencing column), the FK column the many-to-one; a many-to-many from a table to itself never matches.
 */
function matches(r: Relationship, target: string, hint: string | undefined, schema: string): boolean {
  if (r.computed) return r.computed.name === target;
  const named = r.foreignTable.name === target && r.foreignTable.schema === schema;
  if (sameRel(r.table, r.foreignTable)) {
    // PostgREST's self-relationship convention covers the one-to-many / many-to-one pair only: a
    // many-to-many from a table to itself (a junction with two FKs to it) is never a candidate, hint or
    // not — embed the junction with a hint instead, or a computed relationship (PostgREST's docs).
    if (r.junction) return false;
    if (hint === undefined) return (named && r.kind === 'o2m') || (originCol(r, target) && r.kind === 'm2o');
    return named && r.kind === 'o2m' && targetCol(r, hint);
  }
  if (hint === undefined) {
    return named || (!r.foreignIsView && (matchConstraint(r, target) || originCol(r, target)));
  }
  return (
    named &&
    (matchConstraint(r, hint) || originCol(r, hint) || targetCol(r, hint) || r.junction?.table.name === hint)
  );
}

/** Finds the one relationship `origin` → `target` (a relation, FK name or FK column), or throws PGRST200/201. */
export function findRelationship(
  rels: Relationship[],
  origin: RelRef,
  target: string,
  hint: string | undefined,
  schema: string,
): Relationship {
  const ofOrigin = rels.filter((r) => sameRel(r.table, origin));
  const candidates = ofOrigin.filter((r) => matches(r, target, hint, schema));
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) {
    const using = hint ? ` using the hint '${hint}'` : '';
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${target}'${using} in the schema '${schema}', but no matches were found.`,
      noRelHint(rels, origin, target, schema),
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

/**
 * PostgREST's noRelBetweenHint: when the origin has relationships, the nearest related relation's name
 * instead of the target (none when the target is one of them: then the hint was wrong); otherwise the
 * nearest relation that has relationships instead of the origin.
 */
function noRelHint(rels: Relationship[], origin: RelRef, target: string, schema: string): string | null {
  const inSchema = rels.filter((r) => r.foreignTable.schema === schema && r.table.schema === schema);
  const children = inSchema.filter((r) => r.table.name === origin.name).map((r) => r.foreignTable.name);
  if (children.length) {
    const near = fuzzySetGet(target, children).find((m) => m.score < 1);
    return near ? `Perhaps you meant '${near.value}' instead of '${target}'.` : null;
  }
  const near = fuzzySetGet(origin.name, [...new Set(inSchema.map((r) => r.table.name))])[0];
  return near ? `Perhaps you meant '${near.value}' instead of '${origin.name}'.` : null;
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
