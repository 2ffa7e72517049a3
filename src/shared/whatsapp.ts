// Whether a WhatsApp number has a length its country allows (Brazil by default): the function
// refuses a lead whose number does not (functions/checks.ts), and the service worker refuses it
// before keeping it (src/sw/outbox.ts), so that what the outbox keeps offline the function will
// take. The page's schema does not load it: its metadata, even the "min" set read here, is about
// 29 KiB gzip, as much again as the form's whole sending code. "min" answers "possible" exactly
// as the function's "max" does (which gives the E.164 form).
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export const whatsappInvalid = "WhatsApp inválido";

export function isPossibleWhatsApp(raw: string): boolean {
  return parsePhoneNumberFromString(raw, "BR")?.isPossible() === true;
}
