// Runs before each test file. applyD1Migrations only applies what the database has not seen,
// so running it again in the same storage is safe.
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
