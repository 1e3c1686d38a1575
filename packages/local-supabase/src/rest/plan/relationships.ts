import { relationKey, type ForeignKey, type Relation, type Routine, type Snapshot } from '../catalog.js';
import { RestError } from '../errors.js';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** The junction table of a many-to-many relationship and its two foreign keys. */
export interface Junction {
  table: Relation;
  /** Junction columns referencing the source, and the source columns they reference. */
  sourceKey: ForeignKey;
  targetKey: ForeignKey;
}

/** A way to embed `target` rows in `source` rows, as PostgREST's schema cache knows them. */
export interface Relationship {
  cardinality: Cardinality;
  source: Relation;
  target: Relation;
  /** Foreign key constraint (or the junction's name for many-to-many, the function for computed). */
  name: string;
  /** Columns of the source and the target that must be equal (not for many-to-many or computed). */
  sourceColumns: string[];
  targetColumns: string[];
  junction: Junction | null;
  /** A computed relationship: a function taking the source row and returning target rows. */
  computed: Routine | null;
  toOne: boolean;
  selfReference: boolean;
}

const relationshipCache = new WeakMap<Snapshot, Map<string, Relationship[]>>();

function isUnique(relation: Relation, columns: string[]): boolean {
  const sorted = [...columns].sort().join('\u0000');
  return relation.uniqueKeys.some((key) => key.join('\u0000') === sorted);
}

function foreignKeyRelationships(snapshot: Snapshot, key: ForeignKey): Relationship[] {
  const from = snapshot.relations.get(relationKey(key.schema, key.table));
  const to = snapshot.relations.get(relationKey(key.refSchema, key.refTable));
  if (!from || !to) return [];
  const oneToOne = isUnique(from, key.columns);
  const self = from === to;
  const base = { name: key.name, junction: null, computed: null, selfReference: self };
  return [
    {
      ...base,
      cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
      source: from,
      target: to,
      sourceColumns: key.columns,
      targetColumns: key.refColumns,
      toOne: true,
    },
    {
      ...base,
      cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
      source: to,
      target: from,
      sourceColumns: key.refColumns,
      targetColumns: key.columns,
      toOne: oneToOne,
    },
  ];
}

/** Junction tables: two foreign keys whose columns all belong to the junction's primary key. */
function manyToManyRelationships(snapshot: Snapshot): Relationship[] {
  const byTable = new Map<string, ForeignKey[]>();
  for (const key of snapshot.foreignKeys) {
    const id = relationKey(key.schema, key.table);
    byTable.set(id, [...(byTable.get(id) ?? []), key]);
  }
  const found: Relationship[] = [];
  for (const [id, keys] of byTable) {
    const table = snapshot.relations.get(id);
    if (!table || keys.length < 2) continue;
    const inPrimaryKey = (key: ForeignKey) => key.columns.every((column) => table.primaryKey.includes(column));
    for (const sourceKey of keys) {
      for (const targetKey of keys) {
        if (sourceKey === targetKey || !inPrimaryKey(sourceKey) || !inPrimaryKey(targetKey)) continue;
        const source = snapshot.relations.get(relationKey(sourceKey.refSchema, sourceKey.refTable));
        const target = snapshot.relations.get(relationKey(targetKey.refSchema, targetKey.refTable));
        if (!source || !target) continue;
        found.push({
          cardinality: 'many-to-many',
          source,
          target,
          name: table.name,
          sourceColumns: sourceKey.refColumns,
          targetColumns: targetKey.refColumns,
          junction: { table, sourceKey, targetKey },
          computed: null,
          toOne: false,
          selfReference: source === target,
        });
      }
    }
  }
  return found;
}

/** Functions taking one table row and returning rows of a table or view (PostgREST 11+). */
function computedRelationships(snapshot: Snapshot): Relationship[] {
  const found: Relationship[] = [];
  for (const routines of snapshot.routines.values()) {
    for (const routine of routines) {
      const { rowArgument, returnRelation, returns } = routine;
      if (!rowArgument || !returnRelation || returns.kind !== 'composite') continue;
      const source = snapshot.relations.get(relationKey(rowArgument.schema, rowArgument.name));
      const target = snapshot.relations.get(relationKey(returnRelation.schema, returnRelation.name));
      if (!source || !target) continue;
      const toOne = !returns.setOf || routine.rows === 1;
      found.push({
        cardinality: toOne ? 'many-to-one' : 'one-to-many',
        source,
        target,
        name: routine.name,
        sourceColumns: [],
        targetColumns: [],
        junction: null,
        computed: routine,
        toOne,
        selfReference: false,
      });
    }
  }
  return found;
}

function relationshipsBySource(snapshot: Snapshot): Map<string, Relationship[]> {
  const cached = relationshipCache.get(snapshot);
  if (cached) return cached;
  const all = [
    ...snapshot.foreignKeys.flatMap((key) => foreignKeyRelationships(snapshot, key)),
    ...manyToManyRelationships(snapshot),
    ...computedRelationships(snapshot),
  ];
  const bySource = new Map<string, Relationship[]>();
  for (const relationship of all) {
    const id = relationKey(relationship.source.schema, relationship.source.name);
    bySource.set(id, [...(bySource.get(id) ?? []), relationship]);
  }
  relationshipCache.set(snapshot, bySource);
  return bySource;
}

function single(columns: string[], name: string): boolean {
  return columns.length === 1 && columns[0] === name;
}

/** Does `hint` (a constraint, a column of either side, or a junction table) select this relationship? */
function matchesHint(relationship: Relationship, hint: string): boolean {
  if (relationship.computed) return false;
  if (relationship.junction) {
    const { junction } = relationship;
    return junction.table.name === hint || junction.sourceKey.name === hint || junction.targetKey.name === hint;
  }
  if (relationship.name === hint) return !relationship.selfReference;
  return single(relationship.sourceColumns, hint) || single(relationship.targetColumns, hint);
}

function candidates(from: Relationship[], target: string, hint: string | null): Relationship[] {
  return from.filter((relationship) => {
    const byTarget = relationship.target.name === target;
    if (relationship.computed) return relationship.name === target && hint === null;
    if (byTarget) return hint === null || matchesHint(relationship, hint);
    // `select=parent_id(*)` and `select=fk_name(*)`: embedding through a column or constraint.
    // Through a column or constraint name, only tables are reached (views over them would make it ambiguous).
    if (!relationship.target.isTable) return false;
    if (relationship.toOne && relationship.cardinality !== 'one-to-one' && single(relationship.sourceColumns, target)) {
      return hint === null || relationship.target.name === hint;
    }
    if (relationship.junction === null && relationship.name === target && !relationship.selfReference) {
      return hint === null || relationship.target.name === hint;
    }
    return false;
  });
}

function describe(relationship: Relationship): Record<string, string> {
  const { source, target, junction } = relationship;
  const relation = junction
    ? `${junction.table.name} using ${junction.sourceKey.name}(${junction.sourceKey.columns.join(', ')}) and ${junction.targetKey.name}(${junction.targetKey.columns.join(', ')})`
    : `${relationship.name} using ${source.name}(${relationship.sourceColumns.join(', ')}) and ${target.name}(${relationship.targetColumns.join(', ')})`;
  return {
    cardinality: relationship.cardinality,
    embedding: `${source.name} with ${target.name}`,
    relationship: relation,
  };
}

function ambiguous(source: Relation, target: string, found: Relationship[]): RestError {
  const options = found.map((relationship) => `'${target}!${relationship.name}'`).join(', ');
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${target}'`,
    {
      hint: `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
      details: found.map(describe),
    },
  );
}

export function noRelationship(source: Relation, target: string, hint: string | null): RestError {
  const using = hint === null ? '' : ` using the hint '${hint}'`;
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${source.name}' and '${target}' in the schema cache`,
    {
      details: `Searched for a foreign key relationship between '${source.name}' and '${target}'${using} in the schema '${source.schema}', but no matches were found.`,
      schemaMiss: true,
    },
  );
}

/** PostgREST's choice of relationship for `target!hint(...)` embedded in `source`, or its PGRST200/201. */
export function findRelationship(
  snapshot: Snapshot,
  source: Relation,
  target: string,
  hint: string | null,
): Relationship {
  const from = (relationshipsBySource(snapshot).get(relationKey(source.schema, source.name)) ?? []).filter(
    (relationship) => relationship.target.schema === source.schema,
  );
  let found = candidates(from, target, hint);
  // A table referencing itself once: the bare name embeds the children (one-to-many).
  if (found.length === 2 && found.every((relationship) => relationship.selfReference)) {
    const [first, second] = found;
    if (first && second && first.name === second.name)
      found = found.filter((relationship) => !relationship.toOne || relationship.cardinality === 'one-to-one');
  }
  const [match] = found;
  if (!match) throw noRelationship(source, target, hint);
  if (found.length > 1) throw ambiguous(source, target, found);
  return match;
}
