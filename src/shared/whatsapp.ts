// Whether a WhatsApp number has a length its country allows (Brazil by default): the function
// refuses a lead whose number does not (functions/checks.ts), and the form's sending code checks it
// before sending or keeping it (src/contact/submit-contact-form.ts), as a chunk of its own: its
// metadata, even the "min" set read here, is about 29 KiB gzip. "min" answers "possible" exactly as
// the function's "max" does (which gives the E.164 form).
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export function isPossibleWhatsApp(raw: string): boolean {
  return parsePhoneNumberFromString(raw, "BR")?.isPossible() === true;
}
