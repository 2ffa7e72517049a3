// A person is only what its leads agree on, and an erasure erases only the person who asked, against a
// local D1: Vitória and Bruno each sent a lead, then a stranger sent Vitória's e-mail with Bruno's
// number, and another one her e-mail with a number of their own. The rows go straight into the
// database, as the function stores them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTurn, runCommand } from "../support/leads.ts";
import { closeD1, d1Rows, ownD1 } from "../support/local-d1.ts";

const { state, at, migrate, remove } = ownD1("erasure");

const vitoria = { id: 1, name: "Vitória Vítima", email: "vitoria.vitima@example.com", whatsapp: "(27) 99911-1111" };
const bruno = { id: 2, name: "Bruno Braga", email: "bruno.b@example.com", whatsapp: "(27) 99922-2222" };
const bridge = { id: 3, name: "Qualquer Nome", email: "VITORIA.VITIMA@example.com", whatsapp: "+55 27 99922-2222" };
const stranger = { id: 4, name: "Estranho", email: "vitoria.vitima@example.com", whatsapp: "(27) 99933-3333" };

beforeAll(async () => {
  await migrate();
  const leads = [vitoria, bruno, bridge, stranger];
  for (const [i, l] of leads.entries()) {
    const e164 = `+55${l.whatsapp.replace(/\D/g, "").slice(-11)}`;
    await d1Rows(
      state,
      `INSERT INTO contact_submissions (id, name, email, whatsapp, whatsapp_e164, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      l.id,
      l.name,
      l.email,
      l.whatsapp,
      e164,
      `2026-11-2${i}T12:00:00.000Z`,
    );
  }
  await d1Rows(
    state,
    "INSERT INTO lead_details (lead_id, departure, people, note) VALUES (1, '2027-03', 2, 'Com a filha')",
  );
  await d1Rows(
    state,
    "INSERT INTO lead_details (lead_id, departure, people, vehicle) VALUES (2, '2027-08', 4, 'Troller')",
  );
  await closeD1(state);
  const marked = await runCommand("mark.ts", [...at, "1", "em conversa", "--note", "quer sair em março"]);
  expect(marked).toMatchObject({ code: 0, stderr: "" });
}, 240_000);

afterAll(remove, 30_000);

describe("npm run leads, when leads disagree", { timeout: 120_000 }, () => {
  it("keeps Vitória and Bruno apart, flags the leads that disagree, and keeps each line's own WhatsApp", async () => {
    const [list, json] = await inTurn(
      () => runCommand("list.ts", at),
      () => runCommand("list.ts", [...at, "--json"]),
    );
    expect(list).toMatchObject({ code: 0, stderr: "" });
    const lines = list.stdout.split("\n");
    const her = lines.find((l) => l.startsWith("1 !"))!;
    const his = lines.find((l) => l.startsWith("2 !"))!;
    expect(her).toMatch(
      /Vitória Vítima\s+vitoria\.vitima@example\.com\s+\(27\) 99911-1111\s+https:\/\/wa\.me\/5527999111111/,
    );
    expect(her).toContain("em conversa: quer sair em março");
    expect(her).toContain("sai mar/2027 · 2 pessoas");
    expect(his).toMatch(/Bruno Braga\s+bruno\.b@example\.com\s+\(27\) 99922-2222\s+https:\/\/wa\.me\/5527999222222/);
    expect(his).toContain("sai ago/2027 · 4 pessoas · Troller");
    expect(list.stdout).not.toMatch(/wa\.me\/5527999333333/);
    expect(list.stdout).toContain(
      "  pessoa 1: contato 3 (Qualquer Nome): tem o e-mail desta pessoa com outro WhatsApp, +55 27 99922-2222, " +
        "que é o da pessoa 2.\n" +
        "  pessoa 1: contato 4 (Estranho): tem o e-mail desta pessoa com outro WhatsApp, (27) 99933-3333.\n" +
        "  pessoa 2: contato 3 (Qualquer Nome), contado na pessoa 1: tem o WhatsApp desta pessoa com o e-mail " +
        "daquela, VITORIA.VITIMA@example.com.",
    );
    expect(list.stdout).toContain("2 pessoa(s), do contato mais recente ao mais antigo.");
    const people = JSON.parse(json.stdout) as { person: number; lead_ids: number[]; wa_link: string }[];
    expect(people.map((p) => [p.person, p.lead_ids, p.wa_link])).toEqual([
      [1, [1, 3, 4], "https://wa.me/5527999111111"],
      [2, [2], "https://wa.me/5527999222222"],
    ]);
  });
});

describe("npm run leads:delete --email, asked by Vitória", { timeout: 120_000 }, () => {
  it("shows which leads carry her e-mail and which are only linked to them, and asks first", async () => {
    const r = await runCommand("delete.ts", [...at, "--email", vitoria.email]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("rode de novo com --yes");
    const [asked, linked] = r.stdout.split("Ligados a eles só pelo WhatsApp (NÃO serão apagados");
    expect(asked).toContain(`Com o e-mail ${vitoria.email} (serão apagados):`);
    for (const name of [vitoria.name, bridge.name, stranger.name]) expect(asked).toContain(name);
    expect(asked).not.toContain(bruno.name);
    expect(linked).toContain(bruno.name);
    expect(linked).toContain("contato 2: o mesmo WhatsApp (+5527999222222) que o contato 3 (Qualquer Nome).");
    expect(await d1Rows(state, "SELECT id FROM contact_submissions ORDER BY id")).toHaveLength(4);
  });

  it("erases every lead with her e-mail, the strangers' too, and keeps Bruno's lead and details in D1", async () => {
    const r = await runCommand("delete.ts", [...at, "--email", vitoria.email, "--yes"]);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toContain(
      "3 lead(s) apagado(s). Com eles, os detalhes enviados em 1 deles. Ficam guardados, para decidir à parte, " +
        "os ligados só pelo WhatsApp: 2.",
    );
    expect(await d1Rows(state, "SELECT id, name, email FROM contact_submissions")).toEqual([
      { id: 2, name: bruno.name, email: bruno.email },
    ]);
    expect(await d1Rows(state, "SELECT lead_id, departure, people, vehicle FROM lead_details")).toEqual([
      { lead_id: 2, departure: "2027-08", people: 4, vehicle: "Troller" },
    ]);
  });

  it("erases Bruno's lead and details when he asks by his number", async () => {
    const r = await runCommand("delete.ts", [...at, "--whatsapp", "27 99922-2222", "--yes"]);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toContain("1 lead(s) apagado(s). Com eles, os detalhes enviados em 1 deles.");
    expect(await d1Rows(state, "SELECT id FROM contact_submissions")).toEqual([]);
    expect(await d1Rows(state, "SELECT lead_id FROM lead_details")).toEqual([]);
  });

  it("refuses a value with too few digits to be anyone's number, with exit 2", async () => {
    const r = await runCommand("delete.ts", [...at, "--whatsapp", "123"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--whatsapp precisa de um número de WhatsApp com DDD");
  });
});
