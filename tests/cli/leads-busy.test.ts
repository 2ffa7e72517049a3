// The team's commands while the local database is busy for a moment, as it is when `npm start`
// writes a lead that same instant: the command waits its turn and does its work once, not fail.
// The command's pauses between tries are driven here: the lock goes when the command pauses, and a
// lock that stays is met by every try at once, with the pauses the command asked for counted.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { busyWait } from "../../scripts/leads/local-proxy.ts";
import { runCommand } from "../support/leads.ts";
import { closeD1, d1Rows, lockD1, ownD1 } from "../support/local-d1.ts";

const { state, at, migrate, remove } = ownD1("busy");

beforeAll(async () => {
  await migrate();
  await d1Rows(
    state,
    `INSERT INTO contact_submissions (name, email, whatsapp) VALUES
     ('Marta Ribeiro', 'marta@example.com', '(27) 98877-6655'),
     ('Outra Pessoa', 'outra@example.com', '(27) 98877-0000')`,
  );
  // Only the command and sqlite3 hold the file from here on.
  await closeD1(state);
}, 60_000);

afterAll(remove, 30_000);

const pausing = busyWait.sleep;
afterEach(() => {
  busyWait.sleep = pausing;
});

/** The pauses the command asks for; at the first, `then` runs (the lock released). */
function pauses(then: () => Promise<void> = async () => {}) {
  const asked: number[] = [];
  busyWait.sleep = async (ms) => {
    if (asked.push(ms) === 1) await then();
  };
  return asked;
}

describe("a team's command while the database is busy", { timeout: 120_000 }, () => {
  it("marks the person once the lock is released, and exits 0", async () => {
    const lock = await lockD1(state);
    const asked = pauses(lock.release);
    const r = await runCommand("mark.ts", [...at, "1", "contatado"]);
    expect(asked[0]).toBe(500);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toContain("marcado como contatado");
    const rows = await d1Rows<{ email: string; status: string }>(
      state,
      "SELECT email, status FROM contact_submissions ORDER BY id",
    );
    expect(rows).toEqual([
      { email: "marta@example.com", status: "contatado" },
      { email: "outra@example.com", status: "novo" },
    ]);
  });

  it("erases the person once the lock is released, and says how many leads went", async () => {
    await closeD1(state);
    const lock = await lockD1(state);
    const asked = pauses(lock.release);
    const r = await runCommand("delete.ts", [...at, "--email", "outra@example.com", "--yes"]);
    expect(asked[0]).toBe(500);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toContain("1 lead(s) apagado(s).");
    const rows = await d1Rows<{ email: string }>(state, "SELECT email FROM contact_submissions ORDER BY id");
    expect(rows.map((l) => l.email)).toEqual(["marta@example.com"]);
  });

  it("gives up in Portuguese with exit 1 when the database stays busy, and changes nothing", async () => {
    await closeD1(state);
    const lock = await lockD1(state);
    const asked = pauses();
    const r = await runCommand("mark.ts", [...at, "1", "descartado"]).finally(() => lock.release());
    // Six tries, about eight seconds of pauses in a terminal.
    expect(asked).toEqual([500, 1000, 1500, 2000, 2500]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("leads:mark: O banco de dados local ficou ocupado por outro processo");
    expect(r.stderr).not.toMatch(/SQLITE_BUSY|workerd/);
    const rows = await d1Rows<{ status: string }>(state, "SELECT status FROM contact_submissions WHERE id = 1");
    expect(rows).toEqual([{ status: "contatado" }]);
  });
});
