// The leads tools' pure parts: options, Sao Paulo time, wa.me links, production's SQL text, search.
import { describe, expect, it } from "vitest";
import { parseOptions, UsageError } from "../../scripts/leads/command.ts";
import { literal, markStatement, matchesSearch, remoteCommand } from "../../scripts/leads/db.ts";
import { teamLead } from "../support/team-lead.ts";
import { leadsTable, saoPauloTime, visible, visibleJson, waLink } from "../../scripts/leads/format.ts";
import {
  leadStatus,
  monthsBefore,
  nonEmpty,
  positiveInteger,
  rowId,
  saoPauloMidnightUtc,
  since,
  statusNote,
} from "../../scripts/leads/input.ts";

/** What `npm run leads` makes of its command line. */
function parseListOptions(argv: string[]) {
  const o = parseOptions(argv, ["since", "limit", "search", "json"]);
  return {
    ...o,
    limit: positiveInteger("--limit", o.limit, 50),
    since: since(o.since),
    search: nonEmpty("--search", o.search, "um texto"),
  };
}

const lead = teamLead;

describe("leads options", () => {
  it("lists the newest 50 leads of the local database by default", () => {
    expect(parseListOptions([])).toMatchObject({ remote: false, limit: 50, since: undefined, search: undefined });
  });

  it("reads --since as midnight in Sao Paulo, in UTC", () => {
    expect(parseListOptions(["--since", "2026-11-22"]).since).toBe("2026-11-22T03:00:00.000Z");
    // Sao Paulo kept summer time (UTC-2) until 2019.
    expect(saoPauloMidnightUtc("2019-02-16")).toBe("2019-02-16T02:00:00.000Z");
    // 2018-11-04 began at 01:00: midnight did not exist that day.
    expect(saoPauloMidnightUtc("2018-11-04")).toBe("2018-11-04T03:00:00.000Z");
  });

  it.each([
    [["--since", "2026-02-30"], /--since precisa de uma data válida/],
    [["--since", "22/11/2026"], /AAAA-MM-DD/],
    [["--limit", "0"], /--limit precisa de um número inteiro positivo/],
    [["--limit", "3.5"], /--limit/],
    [["--limit", "-1"], /--limit/],
    [["--search", "  "], /--search precisa de um texto/],
    [["--remote", "--local"], /não os dois/],
    [["--remote", "--persist-to", "/tmp/x"], /só para o banco local/],
    [["--bogus"], /Unknown option '--bogus'/],
    [["solto"], /Unexpected argument 'solto'/],
  ])("refuses %j with a clear message", (argv, message) => {
    expect(() => parseListOptions(argv)).toThrow(UsageError);
    expect(() => parseListOptions(argv)).toThrow(message);
  });

  it("reads --since 30d as thirty days back from now", () => {
    expect(since("30d", Date.parse("2026-11-24T12:00:00.000Z"))).toBe("2026-10-25T12:00:00.000Z");
  });

  it("takes only the options a command knows, short forms included", () => {
    expect(() => parseOptions(["--limit", "2", "--email", "a@b.c"], ["email", "yes"])).toThrow(
      /Unknown option '--limit'/,
    );
    expect(parseOptions(["--email", " Ana@X.com ", "-y"], ["email", "yes"])).toMatchObject({
      email: " Ana@X.com ",
      yes: true,
    });
    expect(parseOptions(["-o", "-", "--remote"], ["out"])).toMatchObject({ out: "-", remote: true });
  });

  it("takes the argument after an option that needs text as its value, even one that starts with a dash", () => {
    expect(parseOptions(["12", "contatado", "--note", "-liga amanhã; - levar CNH"], ["note"], true)).toMatchObject({
      note: "-liga amanhã; - levar CNH",
      positionals: ["12", "contatado"],
    });
    expect(parseOptions(["--search", "-1", "-o", "--x.csv"], ["search", "out"])).toMatchObject({
      search: "-1",
      out: "--x.csv",
    });
    expect(parseOptions(["--", "--note"], ["note"], true)).toMatchObject({ positionals: ["--note"] });
    expect(() => parseOptions(["--note"], ["note"])).toThrow(/argument missing/);
  });
});

describe("a lead in the terminal", () => {
  it("shows the time in Sao Paulo", () => {
    expect(saoPauloTime("2026-11-22T03:04:05.123Z")).toBe("22/11/2026 00:04");
    expect(saoPauloTime("2026-01-01T02:59:00.000Z")).toBe("31/12/2025 23:59");
  });

  it("links wa.me with the E.164 number, or the typed digits when there is none", () => {
    expect(waLink(lead())).toBe("https://wa.me/5527999998888");
    expect(waLink(lead({ whatsapp: "(11) 91234-5678", whatsapp_e164: null }))).toBe("https://wa.me/5511912345678");
    expect(waLink(lead({ whatsapp: "+54 9 11 2345-6789", whatsapp_e164: null }))).toBe("https://wa.me/5491123456789");
    expect(waLink(lead({ whatsapp: "55 27 99999-8888", whatsapp_e164: null }))).toBe("https://wa.me/5527999998888");
    expect(waLink(lead({ whatsapp: "123-456", whatsapp_e164: null }))).toBeNull();
    expect(leadsTable([lead({ whatsapp: "abc", whatsapp_e164: null })])).toContain("—");
  });

  it("keeps each lead on one line of the table", () => {
    const table = leadsTable([lead({ name: "Ana\nSouza", instagram: null })]);
    expect(table.split("\n")).toHaveLength(3);
    expect(table).toContain("Ana Souza");
    expect(table.split("\n")[0]).toMatch(
      /^Id\s+Quando\s+Nome\s+E-mail\s+WhatsApp\s+Instagram\s+Conversa\s+Situação\s+Origem$/,
    );
  });

  it(
    "never cuts an e-mail of up to 60 characters, the WhatsApp or the wa.me link; a long name is shortened " +
      "instead",
    () => {
      const email = "maria.aparecida.oliveira.viajante@expedicao-patagonia.com.br";
      const whatsapp = "+55 (27) 99999-8888 ramal 12";
      const name = "Maria Aparecida dos Santos Oliveira de Albuquerque e Silva Ramos";
      const row = leadsTable([lead({ name, email, whatsapp, whatsapp_e164: "+5527999998888" })]).split("\n")[2]!;
      for (const whole of [email, whatsapp, "https://wa.me/5527999998888"]) expect(row).toContain(whole);
      expect(row).not.toContain(name);
      expect(row).toContain("Maria Aparecida dos Santos Oliveira de …");
    },
  );

  it("cuts a longer e-mail or Instagram with an ellipsis and says where to read them whole", () => {
    const email = `${"a".repeat(240)}@example.com`;
    const instagram = `@${"viajante".repeat(12)}`;
    const table = leadsTable([lead({ email, instagram }), lead({ id: 2 })]);
    const lines = table.split("\n");
    expect(lines[2]).toContain(`${"a".repeat(59)}… `);
    expect(lines[2]).toContain(`${instagram.slice(0, 59)}…`);
    expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThan(300);
    expect(table).toMatch(/veja-os inteiros com --json ou npm run leads:export\.$/);
    expect(leadsTable([lead()])).not.toContain("cortado");
  });
});

describe("campaign tags stored before they were kept to the Latin alphabet", () => {
  it("show a letter of another alphabet as an escape, so a look-alike never reads as the real source", () => {
    const row = leadsTable([lead({ utm_source: "g\u043eogle", utm_medium: "bio" })]).split("\n")[2]!;
    expect(row).toMatch(/g\\u043eogle\/bio$/);
    expect(leadsTable([lead({ utm_source: "promoção-verão", utm_medium: null })])).toMatch(/promoção-verão$/);
  });
});

describe("control characters stored before the form refused them", () => {
  const disguisedLink = "Esc \u001b]8;;http://evil.example\u0007clique\u001b]8;;\u0007 Ana\u202e";

  it("shows them as visible escapes in the table, so the terminal obeys none of them", () => {
    const row = leadsTable([lead({ instagram: disguisedLink, name: "\u009b31m" })]).split("\n")[2]!;
    expect(row).toContain("Esc \\x1b]8;;http://evil.example\\x07clique\\x1b]8;;\\x07 Ana\\u202e");
    expect(row).toContain("\\x9b31m");
    expect(row).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  });

  it("keeps line breaks where a CSV cell may hold them, and JSON valid and exact", () => {
    expect(visible("a\nb\u0000", "\n")).toBe("a\nb\\x00");
    const json = visibleJson([{ name: disguisedLink, note: "\u0085\ud800" }]);
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e\ud800-\udfff]/);
    expect(JSON.parse(json)).toEqual([{ name: disguisedLink, note: "\u0085\ud800" }]);
  });
});

describe("invisible characters stored before the form refused them", () => {
  const invisible = "Ana\u200B\u200E\u061C\u00AD\u{E0069}\uFDD0\u3164 Souza";

  it("shows zero-width, format and tag characters, fillers and noncharacters as escapes in table and --json", () => {
    const row = leadsTable([lead({ name: invisible })]).split("\n")[2]!;
    expect(row).toContain("Ana\\u200b\\u200e\\u061c\\xad\\u{e0069}\\ufdd0\\u3164 Souza");
    const json = visibleJson([{ name: invisible }]);
    expect(json).not.toMatch(/[\u200B\u200E\u061C\u00AD\u3164\uFDD0]|\u{E0069}/u);
    expect(JSON.parse(json)).toEqual([{ name: invisible }]);
  });

  it("keeps the zero-width joiner inside an emoji sequence, and shows it anywhere else", () => {
    expect(visible("Família 👨‍👩‍👧")).toBe("Família 👨‍👩‍👧");
    expect(visible("Ana\u200DSouza")).toBe("Ana\\u200dSouza");
    expect(visible("👍\u200D")).toBe("👍\\u200d");
  });
});

describe("dates the team types", () => {
  it("reads a day before 1914, when São Paulo kept local mean time (-03:06:28), instead of failing", () => {
    expect(saoPauloMidnightUtc("1900-01-01")).toBe("1900-01-01T03:06:28.000Z");
    expect(since("1913-12-31")).toBe("1913-12-31T03:06:28.000Z");
  });
});

describe("leads:mark input", () => {
  it("takes any row id the database may hold, and refuses what is not one", () => {
    expect(rowId("1000000")).toBe(1_000_000);
    expect(rowId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    for (const bad of ["0", "-3", "1e6", "12a", "007", "9007199254740993"])
      expect(() => rowId(bad)).toThrow(/O id do lead precisa de um número inteiro positivo/);
  });

  it("takes the seven statuses, 'em conversa' and 'sem resposta' as one argument or two words", () => {
    expect(leadStatus("em conversa")).toBe("em conversa");
    expect(leadStatus(" Em  Conversa ")).toBe("em conversa");
    expect(leadStatus("Sem resposta")).toBe("sem resposta");
    expect(leadStatus("adiado")).toBe("adiado");
    expect(() => leadStatus("ligado")).toThrow(
      "Situação desconhecida: 'ligado'. Use uma destas: novo, contatado, sem resposta, em conversa, adiado, " +
        "fechado, descartado.",
    );
  });

  it("keeps a note of up to 500 characters and refuses a longer one or one with control characters", () => {
    expect(statusNote("x".repeat(500))).toHaveLength(500);
    expect(statusNote("  ")).toBeNull();
    expect(() => statusNote("x".repeat(501))).toThrow(/501 caracteres; o máximo é 500/);
    for (const hidden of ["liga\u200Bamanhã", "ok\u200F", "\u3164", "nota\u{E0041}", "a\u00ADb", "x\uFFFE"]) {
      expect(() => statusNote(hidden)).toThrow(/caracteres invisíveis ou de controle/);
    }
    expect(() => statusNote("ok\u001b[2J")).toThrow(UsageError);
  });
});

describe("leads:purge options", () => {
  const months = (argv: string[]) =>
    positiveInteger("--older-than", parseOptions(argv, ["older-than", "yes"])["older-than"], 12, 999);

  it("deletes after the notice's retention unless --older-than says otherwise", () => {
    expect(months([])).toBe(12);
    expect(months(["--older-than", "6", "--remote", "--yes"])).toBe(6);
  });

  it("refuses a period that is not a whole number of months", () => {
    for (const bad of ["0", "-1", "1.5", "doze", ""]) expect(() => months(["--older-than", bad])).toThrow(UsageError);
  });

  it("cuts off whole calendar months before now, in UTC", () => {
    expect(monthsBefore(new Date("2026-11-23T12:00:00.000Z"), 12)).toBe("2025-11-23T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-15T00:00:00.000Z"), 1)).toBe("2026-02-15T00:00:00.000Z");
  });
});

describe("SQL for production and search", () => {
  it(
    "writes a value for production's --command as hex UTF-8 or digits, so no text of it is left for wrangler " +
      "to rewrite",
    () => {
      const note = "Liga amanhã; BEGIN TRANSACTION; depois COMMIT; ok'); DROP TABLE contact_submissions; --";
      const command = remoteCommand([markStatement([12], { status: "contatado", note, next: null })]);
      expect(command).not.toMatch(/BEGIN|COMMIT|DROP|Liga/);
      expect(command).toContain(`status_note = CAST(X'${Buffer.from(note).toString("hex")}' AS TEXT)`);
      expect(command).toContain("WHERE id IN (12) RETURNING id");
      expect(literal(null)).toBe("NULL");
      expect(literal(42)).toBe("42");
      expect(() => literal(1.5)).toThrow();
    },
  );

  it("matches without regard to case or accents, and numbers by their digits", () => {
    expect(matchesSearch(lead(), "d'ÁVILA")).toBe(true);
    expect(matchesSearch(lead(), "joao")).toBe(true);
    expect(matchesSearch(lead(), "99999 8888")).toBe(true);
    expect(matchesSearch(lead(), "+55 27")).toBe(true);
    expect(matchesSearch(lead(), "100%")).toBe(false);
    expect(matchesSearch(lead({ name: "Zoë 100%" }), "100%")).toBe(true);
  });
});
