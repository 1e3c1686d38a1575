import type { Database } from '../../supabase/emulator/src/db/engine.js';

/**
 * Prints the TypeScript that `supabase gen types typescript` prints for the `public` schema,
 * read from the migrated database's catalog.
 */
interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  data_type: string;
  is_nullable: boolean;
  has_default: boolean;
  is_identity: boolean;
  identity_always: boolean;
  is_generated: boolean;
  relkind: string;
}

interface RelationshipRow {
  table_name: string;
  constraint_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  n_defaults: number;
  returns_set: boolean;
  return_type: string;
  return_typtype: string;
  return_relkind: string | null;
}

interface CompositeRow {
  type_name: string;
  attname: string;
  udt_name: string;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  bytea: 'string',
  inet: 'unknown',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
};

function tsType(udt: string, composites: Set<string>): string {
  if (udt.startsWith('_')) return `${tsType(udt.slice(1), composites)}[]`;
  if (udt in SCALARS) return SCALARS[udt] ?? 'unknown';
  if (composites.has(udt)) return `Database["public"]["CompositeTypes"]["${udt}"]`;
  return 'unknown';
}

const key = (name: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

export async function generateDatabaseTypes(pg: Database): Promise<string> {
  const columns = (
    await pg.query<ColumnRow>(`
      select c.relname as table_name, a.attname as column_name, t.typname as udt_name,
             format_type(a.atttypid, a.atttypmod) as data_type,
             not a.attnotnull as is_nullable, a.atthasdef as has_default,
             a.attidentity <> '' as is_identity, a.attidentity = 'a' as identity_always,
             a.attgenerated <> '' as is_generated, c.relkind::text as relkind
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`)
  ).rows;
  const relationships = (
    await pg.query<RelationshipRow>(`
      select c.relname as table_name, con.conname as constraint_name,
             array(select a.attname from unnest(con.conkey) with ordinality as k(num, ord) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
             rc.relname as referenced_table,
             array(select a.attname from unnest(con.confkey) with ordinality as k(num, ord) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as referenced_columns,
             exists (
               select 1 from pg_constraint u
               where u.conrelid = con.conrelid and u.contype in ('p', 'u') and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]
             ) as is_one_to_one
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_class rc on rc.oid = con.confrelid
      join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
      order by c.relname, con.conname`)
  ).rows;
  const functions = (
    await pg.query<FunctionRow>(`
      select p.proname as name, p.proargnames as arg_names,
             array(select t.typname::text from unnest(p.proargtypes::oid[]) with ordinality as o(id, ord) join pg_type t on t.oid = o.id order by o.ord) as arg_types,
             p.proargmodes::text[] as arg_modes, p.pronargdefaults as n_defaults, p.proretset as returns_set,
             rt.typname as return_type, rt.typtype::text as return_typtype, rc.relkind::text as return_relkind
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
      left join pg_class rc on rc.oid = rt.typrelid
      where n.nspname = 'public' and p.prokind = 'f'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname`)
  ).rows;
  const compositeRows = (
    await pg.query<CompositeRow>(`
      select t.typname as type_name, a.attname, at.typname as udt_name
      from pg_type t
      join pg_namespace n on n.oid = t.typnamespace
      join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type at on at.oid = a.atttypid
      where n.nspname = 'public'
      order by t.typname, a.attnum`)
  ).rows;
  const enums = (
    await pg.query<{ name: string; labels: string[] }>(`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
      from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' group by t.typname order by t.typname`)
  ).rows;

  const composites = new Set(compositeRows.map((row) => row.type_name));
  const enumNames = new Set(enums.map((e) => e.name));
  const typeOf = (udt: string): string =>
    enumNames.has(udt) ? `Database["public"]["Enums"]["${udt}"]` : tsType(udt, composites);

  const tableNames = [
    ...new Set(columns.filter((c) => c.relkind !== 'v' && c.relkind !== 'm').map((c) => c.table_name)),
  ];
  const viewNames = [
    ...new Set(columns.filter((c) => c.relkind === 'v' || c.relkind === 'm').map((c) => c.table_name)),
  ];
  const lines: string[] = [];
  const push = (indent: number, text: string) => lines.push(`${'  '.repeat(indent)}${text}`);

  const relationshipBlock = (table: string, indent: number) => {
    const rels = relationships.filter((r) => r.table_name === table);
    if (rels.length === 0) {
      push(indent, 'Relationships: []');
      return;
    }
    push(indent, 'Relationships: [');
    for (const rel of rels) {
      push(indent + 1, '{');
      push(indent + 2, `foreignKeyName: ${JSON.stringify(rel.constraint_name)}`);
      push(indent + 2, `columns: [${rel.columns.map((c) => JSON.stringify(c)).join(', ')}]`);
      push(indent + 2, `isOneToOne: ${String(rel.is_one_to_one)}`);
      push(indent + 2, `referencedRelation: ${JSON.stringify(rel.referenced_table)}`);
      push(indent + 2, `referencedColumns: [${rel.referenced_columns.map((c) => JSON.stringify(c)).join(', ')}]`);
      push(indent + 1, '},');
    }
    push(indent, ']');
  };

  lines.push(
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    'export type Database = {',
    '  // Allows to automatically instantiate createClient with right options',
    "  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
    '  __InternalSupabase: {',
    '    PostgrestVersion: "13.0.5"',
    '  }',
    '  public: {',
    '    Tables: {',
  );
  for (const table of tableNames) {
    const cols = columns.filter((c) => c.table_name === table);
    push(3, `${key(table)}: {`);
    push(4, 'Row: {');
    for (const c of cols) push(5, `${key(c.column_name)}: ${typeOf(c.udt_name)}${c.is_nullable ? ' | null' : ''}`);
    push(4, '}');
    push(4, 'Insert: {');
    for (const c of cols) {
      if (c.is_generated || c.identity_always) push(5, `${key(c.column_name)}?: never`);
      else {
        const optional = c.is_nullable || c.has_default || c.is_identity;
        push(5, `${key(c.column_name)}${optional ? '?' : ''}: ${typeOf(c.udt_name)}${c.is_nullable ? ' | null' : ''}`);
      }
    }
    push(4, '}');
    push(4, 'Update: {');
    for (const c of cols) {
      if (c.is_generated || c.identity_always) push(5, `${key(c.column_name)}?: never`);
      else push(5, `${key(c.column_name)}?: ${typeOf(c.udt_name)}${c.is_nullable ? ' | null' : ''}`);
    }
    push(4, '}');
    relationshipBlock(table, 4);
    push(3, '}');
  }
  push(2, '}');
  if (viewNames.length === 0) push(2, 'Views: {\n      [_ in never]: never\n    }');
  else {
    push(2, 'Views: {');
    for (const view of viewNames) {
      push(3, `${key(view)}: {`);
      push(4, 'Row: {');
      for (const c of columns.filter((col) => col.table_name === view)) {
        push(5, `${key(c.column_name)}: ${typeOf(c.udt_name)} | null`);
      }
      push(4, '}');
      relationshipBlock(view, 4);
      push(3, '}');
    }
    push(2, '}');
  }
  if (functions.length === 0) push(2, 'Functions: {\n      [_ in never]: never\n    }');
  else {
    push(2, 'Functions: {');
    for (const fn of functions) {
      const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
      const names = fn.arg_names ?? [];
      const inputs = fn.arg_types.map((type, i) => ({ name: names[i] ?? `arg${String(i)}`, type, mode: modes[i] }));
      const firstDefault = inputs.length - fn.n_defaults;
      push(3, `${key(fn.name)}: {`);
      if (inputs.length === 0) push(4, 'Args: never');
      else {
        push(4, 'Args: {');
        inputs.forEach((arg, i) => {
          push(5, `${key(arg.name)}${i >= firstDefault ? '?' : ''}: ${typeOf(arg.type)}`);
        });
        push(4, '}');
      }
      const outColumns = (fn.arg_modes ?? [])
        .map((mode, i) => ({ mode, name: names[i] ?? '' }))
        .filter((arg) => arg.mode === 't' || arg.mode === 'o');
      let returns: string;
      if (fn.return_typtype === 'c' && fn.return_relkind !== 'c' && outColumns.length === 0) {
        const relCols = columns.filter((c) => c.table_name === fn.return_type);
        returns = `{\n${relCols.map((c) => `${'  '.repeat(6)}${key(c.column_name)}: ${typeOf(c.udt_name)}${c.is_nullable ? ' | null' : ''}`).join('\n')}\n${'  '.repeat(5)}}`;
      } else if (outColumns.length > 0) {
        const allTypes =
          (
            await pg.query<{ types: string[] }>(
              `select array(select t.typname::text from unnest(p.proallargtypes) with ordinality as o(id, ord) join pg_type t on t.oid = o.id order by o.ord) as types
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = $1`,
              [fn.name],
            )
          ).rows[0]?.types ?? [];
        const fields = (fn.arg_modes ?? [])
          .map((mode, i) => ({ mode, name: names[i] ?? '', type: allTypes[i] ?? 'unknown' }))
          .filter((arg) => arg.mode === 't' || arg.mode === 'o')
          .map((arg) => `${'  '.repeat(6)}${key(arg.name)}: ${typeOf(arg.type)}`);
        returns = `{\n${fields.join('\n')}\n${'  '.repeat(5)}}`;
      } else {
        returns = typeOf(fn.return_type);
      }
      push(4, `Returns: ${returns}${fn.returns_set ? '[]' : ''}`);
      push(3, '}');
    }
    push(2, '}');
  }
  if (enums.length === 0) push(2, 'Enums: {\n      [_ in never]: never\n    }');
  else {
    push(2, 'Enums: {');
    for (const e of enums) push(3, `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`);
    push(2, '}');
  }
  const compositeNames = [...composites];
  if (compositeNames.length === 0) push(2, 'CompositeTypes: {\n      [_ in never]: never\n    }');
  else {
    push(2, 'CompositeTypes: {');
    for (const name of compositeNames) {
      push(3, `${key(name)}: {`);
      for (const row of compositeRows.filter((r) => r.type_name === name)) {
        push(4, `${key(row.attname)}: ${typeOf(row.udt_name)} | null`);
      }
      push(3, '}');
    }
    push(2, '}');
  }
  lines.push('  }', '}', '', HELPERS(enums));
  return `${lines.join('\n')}\n`;
}

function HELPERS(enums: { name: string; labels: string[] }[]): string {
  const constants = enums.length
    ? `{\n  public: {\n    Enums: {\n${enums.map((e) => `      ${key(e.name)}: [${e.labels.map((l) => JSON.stringify(l)).join(', ')}],`).join('\n')}\n    },\n  },\n} as const`
    : '{\n  public: {\n    Enums: {},\n  },\n} as const';
  return `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = ${constants}
`;
}
