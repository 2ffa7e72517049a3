// WhatsApp numbers in E.164 for the team's wa.me links. The full ("max") metadata validates a
// number against each country's real numbering plan, not only its length, so a wrong area code or
// a landline-shaped typo does not pass as a number; Brazil is the default country. A number that is
// not even possible (too long or short for its country, or no such country code) is refused; a
// possible one that is not valid is stored, without its E.164 form.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export function toE164(raw: string): string | null {
  const phone = parsePhoneNumberFromString(raw, "BR");
  return phone?.isValid() ? phone.number : null;
}

/** Whether the number has a length its country allows: the lead is refused when it does not. */
export function isPossibleWhatsApp(raw: string): boolean {
  return parsePhoneNumberFromString(raw, "BR")?.isPossible() === true;
}
