// The contact rules and their Portuguese messages, once: the page validates with this before
// sending and the function validates with it again before storing.
import * as z from "zod";
import { contactLimits } from "./contact-limits.ts";

// zod compiles validators with `new Function` unless told not to; the site's CSP forbids eval.
z.config({ jitless: true });

export { contactLimits };

export const contactMessages = {
  nameMin: "Nome deve ter pelo menos 2 caracteres",
  nameMax: "Nome deve ter no máximo 100 caracteres",
  email: "E-mail inválido",
  emailMax: "E-mail deve ter no máximo 255 caracteres",
  whatsapp: "WhatsApp inválido",
  whatsappMax: "WhatsApp deve ter no máximo 20 caracteres",
  instagram: "Instagram inválido",
  instagramMax: "Instagram deve ter no máximo 100 caracteres",
} as const;

const m = contactMessages;
const l = contactLimits;

export const contactSchema = z.object({
  name: z
    .string({ error: m.nameMin })
    .trim()
    .min(l.name.min, m.nameMin)
    .max(l.name.max, m.nameMax),
  email: z
    .string({ error: m.email })
    .trim()
    .pipe(z.email(m.email).max(l.email.max, m.emailMax)),
  whatsapp: z
    .string({ error: m.whatsapp })
    .trim()
    .min(l.whatsapp.min, m.whatsapp)
    .max(l.whatsapp.max, m.whatsappMax),
  instagram: z
    .string({ error: m.instagram })
    .trim()
    .max(l.instagram.max, m.instagramMax)
    .nullish()
    // An empty Instagram is stored as NULL, never as "".
    .transform((v) => (v ? v : null)),
});

export type Contact = z.output<typeof contactSchema>;
export type ContactField = keyof Contact;

export type ContactValidation =
  | { ok: true; data: Contact }
  | { ok: false; message: string; fields: Partial<Record<ContactField, string>> };

/** Validates and reduces zod's issues to the first message overall and the first per field. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !fields[field]) fields[field] = issue.message;
  }
  const message = result.error.issues[0]?.message ?? m.nameMin;
  return { ok: false, message, fields };
}
