// WhatsApp numbers in E.164 for the team's wa.me links. The full ("max") metadata validates a
// number against each country's real numbering plan, not only its length, so a wrong area code or
// a landline-shaped typo does not pass as a number; Brazil is the default country.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export function toE164(raw: string): string | null {
  const phone = parsePhoneNumberFromString(raw, "BR");
  return phone?.isValid() ? phone.number : null;
}
