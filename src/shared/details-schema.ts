// The details' rules and their Portuguese messages, once: the page's details form validates with
// this before sending and the function again before storing. Every field may be left empty, which
// is stored as NULL; a value given must be one the form offers. Sent again, a blank keeps what is
// stored; `clear` names the answers the visitor takes back (a JSON list, or the plain form's
// repeated `clear` boxes).
import * as z from "zod";
import { hiddenCharacter } from "./contact-schema.ts";
import { saoPauloDay, saoPauloMonth } from "./sao-paulo.ts";
import {
  clearableFields,
  type DetailField,
  departureUnknown,
  detailFields,
  detailLimits as l,
  detailMessages,
  experienceChoices,
  fuelChoices,
  routeChoices,
  routeInOrder,
  stagePlaces,
} from "./details-fields.ts";

const m = detailMessages;

/** An empty field, sent or not, or sent as null (the page's JSON sends its valid details so), is no answer. */
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blank, schema.optional()).transform((v) => (v === undefined ? null : v));

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((v) => !hiddenCharacter.test(v.replace(/[\n\r\t]/g, " ")), m.hidden);

const oneOf = <T extends Record<string, string>>(choices: T, message: string) =>
  z.enum(Object.keys(choices) as [keyof T & string, ...(keyof T & string)[]], { error: message });

/** 'YYYY-MM' from this month on (São Paulo's, as the form offers them), a few years ahead at most,
 * "ainda não sei", or a published departure's first day, 'YYYY-MM-DD' from today on (the function
 * checks that it is published and open). `now` is the validator's clock, passed so tests can fix it. */
const departure = (now: () => Date) =>
  z.string({ error: m.departure }).refine((v) => {
    if (v === departureUnknown) return true;
    const match = /^(\d{4})-(0[1-9]|1[0-2])(?:-(\d{2}))?$/.exec(v);
    if (!match) return false;
    // A day is a published departure's, however far: the function checks it is one.
    if (match[3] !== undefined) return isRealDay(v) && v >= saoPauloDay(now());
    const { year, month } = saoPauloMonth(now());
    const months = (Number(match[1]) - year) * 12 + Number(match[2]) - month;
    return months >= 0 && months <= 60;
  }, m.departure);

function isRealDay(day: string) {
  const d = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

const place = (message: string) => z.string({ error: message }).refine((v) => stagePlaces.includes(v), message);

export const detailsSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      departure: optional(departure(now)),
      people: optional(
        z.coerce.number({ error: m.people }).int(m.people).min(l.people.min, m.people).max(l.people.max, m.people),
      ),
      vehicle: optional(text(l.vehicle.max, m.vehicle)),
      fuel: optional(oneOf(fuelChoices, m.fuel)),
      route: optional(oneOf(routeChoices, m.route)),
      route_from: optional(place(m.route_from)),
      route_to: optional(place(m.route_to)),
      experience: optional(oneOf(experienceChoices, m.experience)),
      note: optional(text(l.note.max, m.note)),
      clear: z.preprocess(
        (v) => (v === undefined || v === null || v === "" ? [] : typeof v === "string" ? [v] : v),
        z.array(z.enum(clearableFields, { error: m.clear }), { error: m.clear }).max(detailFields.length, m.clear),
      ),
    })
    // A part of the route names where it starts and ends, in the order driven; the whole route
    // names neither.
    .superRefine((d, ctx) => {
      if (d.route !== "trecho") return;
      if (!d.route_from) ctx.addIssue({ code: "custom", path: ["route_from"], message: m.route_from });
      if (!d.route_to || !routeInOrder(d.route_from, d.route_to))
        ctx.addIssue({ code: "custom", path: ["route_to"], message: m.route_to });
    })
    .transform((d) => (d.route === "trecho" ? d : { ...d, route_from: null, route_to: null }));

/** A valid post of details: every field present, null where the visitor gave no answer, and the
 * answers taken back. */
export type DetailsPost = z.output<ReturnType<typeof detailsSchema>>;

/** Valid details, as stored. */
export type Details = Omit<DetailsPost, "clear">;

export type DetailsValidation =
  | { ok: true; data: DetailsPost }
  | { ok: false; message: string; fields: Partial<Record<DetailField, string>> };

export function validateDetails(input: unknown, now?: () => Date): DetailsValidation {
  const result = detailsSchema(now).safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Partial<Record<DetailField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DetailField | "clear" | undefined;
    if (field && field !== "clear" && !fields[field]) fields[field] = issue.message;
  }
  return { ok: false, message: result.error.issues[0]?.message ?? m.departure, fields };
}
