// The contact rules and their Portuguese messages, once: the page validates with this before
// sending and the function validates with it again before storing. Each message is derived from
// the limit it states (contact-limits.ts).
import * as z from "zod";
import { contactLimits as l } from "./contact-limits.ts";
import { privacyNoticeVersions } from "./privacy-notice.ts";
import { leadLabels as labels, visitSourceFields, type LeadField } from "./contact-fields.ts";
import { visitSourceRules, type VisitSourceField } from "./visit-source.ts";

// zod compiles validators with `new Function` unless told not to; the site's CSP forbids eval.
z.config({ jitless: true });

const atLeast = (label: string, n: number) => `${label} deve ter pelo menos ${n} caracteres`;
const atMost = (label: string, n: number) => `${label} deve ter no máximo ${n} caracteres`;
const invalid = (label: string) => `${label} inválido`;
const hidden = (label: string) => `${label} contém caracteres invisíveis ou de controle não permitidos`;

export const contactMessages = {
  nameMin: atLeast(labels.name, l.name.min),
  nameMax: atMost(labels.name, l.name.max),
  email: invalid(labels.email),
  emailMax: atMost(labels.email, l.email.max),
  whatsapp: invalid(labels.whatsapp),
  whatsappMax: atMost(labels.whatsapp, l.whatsapp.max),
  instagram: invalid(labels.instagram),
  instagramMax: atMost(labels.instagram, l.instagram.max),
  hidden: {
    name: hidden(labels.name),
    email: hidden(labels.email),
    whatsapp: hidden(labels.whatsapp),
    instagram: hidden(labels.instagram),
  } satisfies Record<LeadField, string>,
} as const;
const m = contactMessages;

/** An emoji, with its presentation selector or skin tone: what a zero-width joiner may join. */
const emoji = "\\p{Extended_Pictographic}[\\uFE0F\\u{1F3FB}-\\u{1F3FF}]?";

/**
 * Characters that do not belong in a lead, each of which can disguise text, hide text or rewrite the
 * team's terminal: control characters (C0, DEL, C1), lone surrogates, noncharacters, format
 * characters (\p{Cf}: zero-width space and joiners, LRM, RLM, ALM, the soft hyphen, the
 * bidirectional embeddings, overrides and isolates, the tag characters that carry invisible text)
 * and the Hangul fillers that make a name look blank. The one exception is a zero-width joiner
 * between two emoji, which makes one emoji of them (👨‍👩‍👧): names and Instagram handles hold those.
 */
export const hiddenCharacter = new RegExp(
  `[\\p{Cc}\\p{Cs}\\p{Noncharacter_Code_Point}\\u115F\\u1160\\u3164\\uFFA0]|(?!\\u200D)\\p{Cf}` +
    `|(?<!${emoji})\\u200D|\\u200D(?!\\p{Extended_Pictographic})`,
  "u",
);

/** A typed field, trimmed, refused when it hides characters. */
const text = (field: LeadField, error: string) =>
  z
    .string({ error })
    .trim()
    .refine((v) => !hiddenCharacter.test(v), m.hidden[field]);

/**
 * A field the page adds and the visitor never types: a bad value is dropped, never a reason to
 * refuse the lead. Add such fields to the schema with this.
 */
const droppedWhenBad = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Where the lead came from, each field cleaned by the rule the page applied when it kept it. */
const cleaned = (clean: (value: string) => string | undefined) => droppedWhenBad(z.string().transform(clean));
const visitSourceShape = Object.fromEntries(visitSourceFields.map((f) => [f, cleaned(visitSourceRules[f])])) as Record<
  VisitSourceField,
  ReturnType<typeof cleaned>
>;

export const contactSchema = z.object({
  name: text("name", m.nameMin).min(l.name.min, m.nameMin).max(l.name.max, m.nameMax),
  email: text("email", m.email).pipe(z.email(m.email).max(l.email.max, m.emailMax)),
  whatsapp: text("whatsapp", m.whatsapp)
    // What people write a phone number with, and nothing else: letters ("ramal", "ligue") or ";", "="
    // are refused, never stored as part of a number. Whether the number is possible for its
    // country is asked of libphonenumber-js by the function and the form's sending code (./whatsapp.ts).
    .refine((v) => /^[\d\s+().-]*$/.test(v), m.whatsapp)
    .refine((v) => (v.match(/\d/g)?.length ?? 0) >= l.whatsapp.min, m.whatsapp)
    .max(l.whatsapp.max, m.whatsappMax),
  instagram: text("instagram", m.instagram)
    .max(l.instagram.max, m.instagramMax)
    .nullish()
    // An empty Instagram is stored as NULL, never as "".
    .transform((v) => (v ? v : null)),
  /** The privacy notice version the page showed, one the site published; the function stores the
   * current one when it is absent or unknown. */
  privacy_version: droppedWhenBad(z.string().refine((v) => (privacyNoticeVersions as readonly string[]).includes(v))),
  ...visitSourceShape,
});

/** What the page sends (and a form posts) for a lead. */
export type LeadInput = z.input<typeof contactSchema>;
/** A valid lead: trimmed, Instagram null when empty, bad optional fields dropped. */
export type Lead = z.output<typeof contactSchema>;

export type ContactValidation =
  | { ok: true; data: Lead }
  | { ok: false; message: string; fields: Partial<Record<LeadField, string>> };

/** Validates and reduces zod's issues to the first message overall and the first per field. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Partial<Record<LeadField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadField | undefined;
    if (field && !fields[field]) fields[field] = issue.message;
  }
  const message = result.error.issues[0]?.message ?? m.nameMin;
  return { ok: false, message, fields };
}
