import { readFileSync } from "node:fs";
import path from "node:path";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import type pg from "pg";

// One shape for both sides of tests/db/schema-matches.test.ts: what schema.prisma declares (read
// through Prisma's own parser) and what a migrated database's catalog holds.
export type Column = { type: string; nullable: boolean; default: string | null };
export type Catalog = {
  enums: Record<string, string[]>;
  tables: Record<string, Record<string, Column>>;
  /** "Table(col, col DESC)" with "primary", "unique" or "index" in front */
  indexes: string[];
  /** "Table(cols) -> Other(cols) ON DELETE x ON UPDATE y" */
  foreignKeys: string[];
};

type DmmfField = {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "enum" | "object";
  type: string;
  isList: boolean;
  isRequired: boolean;
  isUpdatedAt: boolean;
  nativeType?: [string, string[]] | null;
  default?: unknown;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
  relationOnUpdate?: string;
};
type DmmfModel = { name: string; dbName: string | null; fields: DmmfField[] };
type DmmfIndex = { model: string; type: "id" | "unique" | "normal" | "fulltext"; fields: { name: string; sortOrder?: "asc" | "desc" }[] };
type Dmmf = { datamodel: { enums: { name: string; values: { name: string }[] }[]; models: DmmfModel[]; indexes: DmmfIndex[] } };

const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Boolean: "boolean",
  DateTime: "timestamp(3) without time zone",
  Json: "jsonb",
  Decimal: "numeric(65,30)",
  Bytes: "bytea",
};
const NATIVE_TYPES: Record<string, (args: string[]) => string> = {
  Decimal: ([p, s]) => `numeric(${p},${s})`,
  VarChar: ([n]) => `character varying(${n})`,
  Timestamptz: ([n = "3"]) => `timestamp(${n}) with time zone`,
  Json: () => "json",
};
const ACTIONS: Record<string, string> = { a: "NoAction", r: "Restrict", c: "Cascade", n: "SetNull", d: "SetDefault" };

const quoteType = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name}"`);

function columnType(field: DmmfField): string {
  let base: string;
  if (field.kind === "enum") base = quoteType(field.type);
  else if (field.nativeType) {
    const native = NATIVE_TYPES[field.nativeType[0]];
    if (!native) throw new Error(`schema-catalog: map @db.${field.nativeType[0]} to its PostgreSQL type`);
    base = native(field.nativeType[1]);
  } else base = SCALAR_TYPES[field.type] ?? "unknown";
  return field.isList ? `${base}[]` : base;
}

// The DEFAULT clause Prisma's migrations write; cuid() and uuid() are filled in by the client.
function columnDefault(field: DmmfField, type: string): string | null {
  const value = field.default;
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? `ARRAY[]::${type}` : `ARRAY[${value.map((v) => `'${v}'::text`).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const { name, args } = value as { name: string; args: unknown[] };
    if (name === "now") return "CURRENT_TIMESTAMP";
    if (name === "dbgenerated") return String(args[0]);
    if (name === "autoincrement") return "autoincrement()";
    return null;
  }
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'::${type}`;
  return String(value);
}

export function declaredCatalog(schemaFile = path.join(process.cwd(), "prisma", "schema.prisma")): Catalog {
  const schema = readFileSync(schemaFile, "utf8");
  const { datamodel } = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: [["schema.prisma", schema]] }))) as Dmmf;
  const table = new Map(datamodel.models.map((m) => [m.name, m.dbName ?? m.name]));
  const column = new Map(datamodel.models.map((m) => [m.name, new Map(m.fields.map((f) => [f.name, f.dbName ?? f.name]))]));
  const catalog: Catalog = { enums: {}, tables: {}, indexes: [], foreignKeys: [] };

  for (const e of datamodel.enums) catalog.enums[e.name] = e.values.map((v) => v.name);
  for (const model of datamodel.models) {
    const columns: Record<string, Column> = {};
    for (const field of model.fields) {
      if (field.kind === "object") {
        if (!field.relationFromFields?.length) continue;
        const from = field.relationFromFields.map((f) => column.get(model.name)!.get(f)!);
        const to = field.relationToFields!.map((f) => column.get(field.type)!.get(f)!);
        const onDelete = field.relationOnDelete ?? (field.isRequired ? "Restrict" : "SetNull");
        const onUpdate = field.relationOnUpdate ?? "Cascade";
        catalog.foreignKeys.push(`${table.get(model.name)}(${from.join(", ")}) -> ${table.get(field.type)}(${to.join(", ")}) ON DELETE ${onDelete} ON UPDATE ${onUpdate}`);
        continue;
      }
      const type = columnType(field);
      columns[field.dbName ?? field.name] = { type, nullable: field.isList || !field.isRequired, default: columnDefault(field, type) };
    }
    catalog.tables[table.get(model.name)!] = columns;
  }
  for (const index of datamodel.indexes) {
    if (index.type === "fulltext") continue;
    const kind = index.type === "id" ? "primary" : index.type === "unique" ? "unique" : "index";
    const keys = index.fields.map((f) => `${column.get(index.model)!.get(f.name)}${f.sortOrder === "desc" ? " DESC" : ""}`);
    catalog.indexes.push(`${kind} ${table.get(index.model)}(${keys.join(", ")})`);
  }
  catalog.indexes.sort();
  catalog.foreignKeys.sort();
  return catalog;
}

/**
 * The public schema of a database, without Prisma's migrations table and the indexes schema.prisma
 * cannot declare, written in SQL by a migration: on expressions, partial (WHERE) or with an operator class.
 */
export async function databaseCatalog(client: pg.Client): Promise<Catalog> {
  const catalog: Catalog = { enums: {}, tables: {}, indexes: [], foreignKeys: [] };
  const enums = await client.query<{ name: string; value: string }>(`
    SELECT t.typname AS name, e.enumlabel AS value FROM pg_enum e
    JOIN pg_type t ON t.oid = e.enumtypid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' ORDER BY t.typname, e.enumsortorder`);
  for (const row of enums.rows) (catalog.enums[row.name] ??= []).push(row.value);

  const columns = await client.query<{ table: string; column: string; type: string; nullable: boolean; default: string | null }>(`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
           NOT a.attnotnull AS nullable, pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND c.relname <> '_prisma_migrations'`);
  // a serial column's default is its sequence, which schema.prisma writes as autoincrement()
  const serial = (value: string | null) => (value && /^nextval\('[^']+'::regclass\)$/.test(value) ? "autoincrement()" : value);
  for (const row of columns.rows) (catalog.tables[row.table] ??= {})[row.column] = { type: row.type, nullable: row.nullable, default: serial(row.default) };

  const indexes = await client.query<{ table: string; primary: boolean; unique: boolean; keys: string[] }>(`
    SELECT c.relname AS table, i.indisprimary AS primary, i.indisunique AS unique,
           array_agg(a.attname::text || CASE WHEN i.indoption[k.n - 1] & 1 = 1 THEN ' DESC' ELSE '' END ORDER BY k.n) AS keys
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
    WHERE n.nspname = 'public' AND c.relname <> '_prisma_migrations' AND i.indexprs IS NULL AND i.indpred IS NULL
      AND NOT EXISTS (SELECT 1 FROM unnest(i.indclass::oid[]) AS oc(oid) JOIN pg_opclass o ON o.oid = oc.oid WHERE NOT o.opcdefault)
    GROUP BY i.indexrelid, c.relname, i.indisprimary, i.indisunique`);
  for (const row of indexes.rows) {
    const kind = row.primary ? "primary" : row.unique ? "unique" : "index";
    catalog.indexes.push(`${kind} ${row.table}(${row.keys.join(", ")})`);
  }

  const keys = await client.query<{ table: string; columns: string[]; target: string; targetColumns: string[]; onDelete: string; onUpdate: string }>(`
    SELECT c.relname::text AS table, t.relname::text AS target, f.confdeltype AS "onDelete", f.confupdtype AS "onUpdate",
      (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(f.conkey) WITH ORDINALITY AS k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = f.conrelid AND a.attnum = k.attnum) AS columns,
      (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(f.confkey) WITH ORDINALITY AS k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = f.confrelid AND a.attnum = k.attnum) AS "targetColumns"
    FROM pg_constraint f JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class t ON t.oid = f.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE f.contype = 'f' AND n.nspname = 'public'`);
  for (const row of keys.rows) {
    catalog.foreignKeys.push(
      `${row.table}(${row.columns.join(", ")}) -> ${row.target}(${row.targetColumns.join(", ")}) ON DELETE ${ACTIONS[row.onDelete]} ON UPDATE ${ACTIONS[row.onUpdate]}`,
    );
  }
  catalog.indexes.sort();
  catalog.foreignKeys.sort();
  return catalog;
}
