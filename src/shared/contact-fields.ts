// The form's fields in the order a visitor fills them, and the text shown when a lead could not be
// sent: the page's toast and the function's no-JavaScript error page say the same. No zod here,
// so the page's first load can import it.
export const contactFields = ["name", "email", "whatsapp", "instagram"] as const;

/** A field the visitor types, and may be told is wrong. */
export type LeadField = (typeof contactFields)[number];

export const sendFailedMessage = "Ocorreu um erro ao registrar seu interesse. Tente novamente.";
