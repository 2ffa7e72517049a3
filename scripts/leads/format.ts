// How a lead reads in the terminal: São Paulo time, a wa.me link ready to click, one plain table.
import { hiddenCharacter } from "../../src/shared/contact-schema.ts";
import type { TeamLead } from "../../src/shared/lead-row.ts";
import { tagCharacter } from "../../src/shared/visit-source.ts";

const saoPaulo = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "short",
});

/** '2026-11-22T03:04:05.123Z' → '22/11/2026 00:04' (America/Sao_Paulo). */
export function saoPauloTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : saoPaulo.format(d).replace(",", "");
}

/**
 * The wa.me link of a lead. The stored E.164 number wins; rows without one (older rows, or a number
 * the function could not validate) fall back to the digits typed: an international number as typed,
 * a Brazilian one (area code + number, 10 or 11 digits) with the country code 55 in front.
 */
export function waLink(lead: Pick<TeamLead, "whatsapp" | "whatsapp_e164">): string | null {
  let digits: string;
  if (lead.whatsapp_e164) digits = lead.whatsapp_e164.replace(/\D/g, "");
  else if (lead.whatsapp.trim().startsWith("+")) digits = lead.whatsapp.replace(/\D/g, "");
  else {
    const local = lead.whatsapp.replace(/\D/g, "").replace(/^0+/, "");
    digits = local.length === 10 || local.length === 11 ? `55${local}` : /^55\d{10,11}$/.test(local) ? local : "";
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? `https://wa.me/${digits}` : null;
}

/**
 * The characters the form refuses because a terminal or a spreadsheet would obey rather than show
 * them (ESC starts sequences that recolour, rewrite the screen or disguise a link) or because they
 * hide or disguise text (zero-width and tag characters, fillers that look blank); rows stored before
 * the form refused them may still hold them. An emoji's zero-width joiner is not one of them.
 */
const hidden = new RegExp(hiddenCharacter.source, "gu");
const hex = (code: number, width: number) => code.toString(16).padStart(width, "0");

/** One hidden character as an escape: \x1b, \u202e, \u{e0041}. */
function escapeOf(c: string): string {
  const code = c.codePointAt(0)!;
  return code < 0x100 ? `\\x${hex(code, 2)}` : code > 0xffff ? `\\u{${hex(code, 0)}}` : `\\u${hex(code, 4)}`;
}

/** `text` with each hidden character shown as an escape (\x1b, \u202e, \u{e0041}), except those in `keep`. */
export const visible = (text: string, keep = "") => text.replace(hidden, (c) => (keep.includes(c) ? c : escapeOf(c)));

/** JSON whose hidden characters are all \u escapes (one per UTF-16 unit, as JSON writes them): valid
 * JSON that still parses to the stored values. */
export const visibleJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(hidden, (c) =>
    c === "\n" ? c : [...Array(c.length).keys()].map((i) => `\\u${hex(c.charCodeAt(i), 4)}`).join(""),
  );

/** A long text cut with an ellipsis, so one long value cannot widen every line of the table. */
export function short(value: string, max = 40): string {
  const chars = [...value.replace(/\s+/g, " ")];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

/** A campaign tag as stored, with each character the tag rule now refuses shown as an escape: a
 * row stored before the rule kept tags to the Latin alphabet may hold "gоogle" with a Cyrillic о,
 * which then reads g\u043eogle, never as a second "google". */
export const visibleTag = (tag: string) => [...tag].map((c) => (tagCharacter(c) ? c : escapeOf(c))).join("");

/** Where a lead came from, in one cell: utm_source/utm_medium, else the referring site's host. */
export const origin = (l: TeamLead) =>
  l.utm_source
    ? [l.utm_source, l.utm_medium]
        .filter((t): t is string => Boolean(t))
        .map(visibleTag)
        .join("/")
    : (l.referrer_host ?? "—");

/** Past this many characters an e-mail or an Instagram is cut in the table: nearly every real
 * address fits whole, and one 255-character address no longer makes every line 600 columns wide. */
export const contactWidth = 60;

/** The id (what leads:mark takes) first. The WhatsApp (20 characters at most) and the wa.me link are
 * never cut: the team copies them from here. A cut e-mail or Instagram ends in an ellipsis and the
 * table says so; --json and the export keep them whole. */
export function leadsTable(leads: TeamLead[]): string {
  const header = ["Id", "Quando", "Nome", "E-mail", "WhatsApp", "Instagram", "Conversa", "Situação", "Origem"];
  const rows = leads.map((l) => [
    String(l.id),
    saoPauloTime(l.created_at),
    short(l.name),
    short(l.email, contactWidth),
    l.whatsapp,
    short(l.instagram ?? "", contactWidth),
    waLink(l) ?? "—",
    l.status_note ? short(`${l.status}: ${l.status_note}`) : l.status,
    origin(l),
  ]);
  const cut = leads.some((l) => [l.email, l.instagram ?? ""].some((c) => [...c].length > contactWidth));
  const whole = "\n\nE-mail ou Instagram cortado (…): veja-os inteiros com --json ou npm run leads:export.";
  return table([header, ...rows]) + (cut ? whole : "");
}

/**
 * The commands' one table printer: one line per cell (hidden characters shown), columns as wide as their widest cell.
 */
export function table(cells: string[][]): string {
  const [header, ...rows] = cells.map((r) => r.map((c) => visible(c.replace(/\s+/g, " "))));
  const width = (s: string) => [...s].length;
  const widths = header!.map((_, i) => Math.max(...[header!, ...rows].map((r) => width(r[i]!))));
  const line = (r: string[]) =>
    r
      .map((c, i) => c + " ".repeat(widths[i]! - width(c)))
      .join("  ")
      .trimEnd();
  return [line(header!), widths.map((w) => "─".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** What an erasure did about copies of its leads that a person's device may still hold, unsent. */
export const keptCopies = (keys: number) =>
  "Se uma cópia desses contatos ainda estiver guardada no aparelho da pessoa, esperando para ser enviada, " +
  `o site não vai gravá-la de novo: a chave de envio de cada um (${keys}) ficou registrada só como hash, ` +
  "sem dados pessoais.";
