// The form's fields in the order a visitor fills them. No zod here, so the page's first load can
// import it.
export const contactFields = ["name", "email", "whatsapp", "instagram"] as const;

/** A field the visitor types, and may be told is wrong. */
export type LeadField = (typeof contactFields)[number];

/** The form's hidden fields that say where the visit began (their rules: ./visit-source.ts). */
export const visitSourceFields = ["utm_source", "utm_medium", "utm_campaign", "referrer_host", "landing_path"] as const;
