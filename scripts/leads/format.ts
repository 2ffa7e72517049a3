// How a lead reads in the terminal: São Paulo time, a wa.me link ready to click, one plain table.
import type { TeamLead } from "../../src/shared/lead-row.ts";

const saoPaulo = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });

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

/** One line per cell: newlines and tabs shown as spaces. */
const flat = (value: string) => value.replace(/\s+/g, " ");

/** A long name cut with an ellipsis: the name only tells rows apart, the contacts are what is copied. */
function short(value: string, max = 40): string {
  const chars = [...flat(value)];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

/** The e-mail, WhatsApp and wa.me link are never cut: the team copies them from here. */
export function leadsTable(leads: TeamLead[]): string {
  const header = ["Quando", "Nome", "E-mail", "WhatsApp", "Instagram", "Conversa"];
  const rows = leads.map((l) => [
    saoPauloTime(l.created_at), short(l.name), flat(l.email), flat(l.whatsapp), flat(l.instagram ?? ""), waLink(l) ?? "—",
  ]);
  return table([header, ...rows]);
}

/** The commands' one table printer: a header, a rule, columns as wide as their widest cell. */
export function table([header, ...rows]: string[][]): string {
  const width = (s: string) => [...s].length;
  const widths = header!.map((_, i) => Math.max(...[header!, ...rows].map((r) => width(r[i]!))));
  const line = (r: string[]) => r.map((c, i) => c + " ".repeat(widths[i]! - width(c))).join("  ").trimEnd();
  return [line(header!), widths.map((w) => "─".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
