// Shared by the page (the form), the worker (the outbox), the function and the team's commands.
// The form's fields in the order a visitor fills them. No zod here, so the page's first load can
// import it.
export const contactFields = ["name", "email", "whatsapp", "instagram"] as const;

/** A field the visitor types, and may be told is wrong. */
export type LeadField = (typeof contactFields)[number];

/** Each field's name in Portuguese: the schema's messages quote it, and the privacy notice lists it. */
export const leadLabels = {
  name: "Nome",
  email: "E-mail",
  whatsapp: "WhatsApp",
  instagram: "Instagram",
} as const satisfies Record<LeadField, string>;

/** The form's hidden fields that say where the visit began (their rules: ./visit-source.ts). */
export const visitSourceFields = ["utm_source", "utm_medium", "utm_campaign", "referrer_host", "landing_path"] as const;
