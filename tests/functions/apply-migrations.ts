// Runs before each test file. applyD1Migrations only applies what the database has not seen,
// so running it again in the same storage is safe.
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// One workerd serves file after file (vitest.config.ts: starting one per file cost most of this
// layer's time), so each file empties the tables first: it starts from the database a workerd of its
// own would give it, ids from 1 included. Deferred foreign keys let a table go before the rows that
// name it; the batch is one transaction.
const { results: tables } = await env.DB.prepare(
  `SELECT name FROM sqlite_master WHERE type = 'table'
      AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'`,
).all<{ name: string }>();
await env.DB.batch([
  env.DB.prepare("PRAGMA defer_foreign_keys = true"),
  ...tables.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
  env.DB.prepare("DELETE FROM sqlite_sequence"),
]);
