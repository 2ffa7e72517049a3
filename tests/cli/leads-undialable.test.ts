// A number nobody can dial against a local D1: the site accepts `0 99933-3333` (possible for Brazil,
// with no E.164 form), so it is a number like any other to the team's commands. A stranger who sends
// Vitória's e-mail with one is flagged and never takes her line; an erasure asked by one finds the
// lead that carries it; and an erased lead's key is kept as a hash, so a copy still waiting on the
// person's device is not stored again.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../support/leads.ts";
import { d1Rows, ownD1 } from "../support/local-d1.ts";

const { state, at, migrate, remove } = ownD1("undialable");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const leads = [
  [1, "Vitória Quatro", "vitoria.q4@example.com", "(27) 99911-1111", "+5527999111111", "form-vitoria"],
  [2, "Estranho Qualquer", "VITORIA.Q4@example.com", "0 99933-3333", null, "form-estranho"],
  [3, "Marta Sem Discagem", "marta.sd@example.com", "0 99877-6655", null, "form-marta"],
] as const;

beforeAll(async () => {
  await migrate();
  for (const [i, lead] of leads.entries()) {
    await d1Rows(
      state,
      `INSERT INTO contact_submissions (id, name, email, whatsapp, whatsapp_e164, idempotency_key, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      ...lead,
      `2026-11-2${i}T12:00:00.000Z`,
    );
  }
  await d1Rows(
    state,
    "INSERT INTO lead_details (lead_id, departure, people) VALUES (1, '2027-03', 2), (2, '2028-01', 5)",
  );
}, 120_000);

afterAll(remove, 30_000);

describe("npm run leads, with a stranger's number nobody can dial", { timeout: 60_000 }, () => {
  it("flags the stranger's lead under Vitória and keeps her name, number and details on the line", async () => {
    const [list, json] = [await runCommand("list.ts", at), await runCommand("list.ts", [...at, "--json"])];
    expect(list).toMatchObject({ code: 0, stderr: "" });
    const her = list.stdout.split("\n").find((l) => l.startsWith("1 !"))!;
    expect(her).toMatch(
      /Vitória Quatro\s+vitoria\.q4@example\.com\s+\(27\) 99911-1111\s+https:\/\/wa\.me\/5527999111111/,
    );
    expect(her).toContain("sai mar/2027 · 2 pessoas");
    expect(list.stdout).not.toContain("sai jan/2028");
    expect(list.stdout).toContain(
      "  pessoa 1: contato 2 (Estranho Qualquer): tem o e-mail desta pessoa com outro WhatsApp, 0 99933-3333.",
    );
    const people = JSON.parse(json.stdout) as { person: number; lead_ids: number[]; name: string }[];
    expect(people.find((p) => p.person === 1)).toMatchObject({ lead_ids: [1, 2], name: "Vitória Quatro" });
  });
});

describe("npm run leads:delete --whatsapp, by a number nobody can dial", { timeout: 60_000 }, () => {
  it("erases the lead that carries it as stored, and keeps only its key's hash", async () => {
    const r = await runCommand("delete.ts", [...at, "--whatsapp", "0 99877-6655", "--yes"]);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toContain("Com o WhatsApp 0 99877-6655 (serão apagados):");
    expect(r.stdout).toContain("1 lead(s) apagado(s).");
    expect(r.stdout).toContain(
      "Se uma cópia desses contatos ainda estiver guardada no aparelho da pessoa, esperando para ser enviada, " +
        "o site não vai gravá-la de novo: a chave de envio de cada um (1) ficou registrada só como hash, " +
        "sem dados pessoais.",
    );
    expect(await d1Rows(state, "SELECT id FROM contact_submissions ORDER BY id")).toEqual([{ id: 1 }, { id: 2 }]);
    const erased = await d1Rows<Record<string, string>>(state, "SELECT * FROM erased_keys");
    expect(erased.map((row) => Object.keys(row).sort())).toEqual([["erased_at", "key_hash"]]);
    expect(erased[0]!.key_hash).toBe(sha256("form-marta"));
    expect(Date.now() - Date.parse(erased[0]!.erased_at!)).toBeLessThan(10 * 60_000);
  });
});
