// "Avisar a família": a short message in Portuguese with where the crew is, composed on the phone
// and handed to the SMS app (which needs no data connection) or to WhatsApp. Nothing is sent by
// the page: the links only open the phone's own apps with the text filled in.
import type { LatLon } from "../content/destinations.ts";

export interface FamilyNews {
  /** "entre Torres del Paine e Punta Delgada" or "em Esquel". */
  where: string;
  /** Road km to the next fuel, when one is named. */
  fuelKm: number | null;
  /** The phone's clock, "19h40". */
  time: string;
  at: LatLon;
}

export const mapLink = ({ lat, lon }: LatLon) => `https://maps.google.com/?q=${lat.toFixed(4)},${lon.toFixed(4)}`;

// An SMS in the GSM alphabet holds 160 characters, or 153 a part when split; one with an accent is
// sent as UCS-2: 70, or 67 a part. Two parts at most, so the message reaches an old phone whole.
const GSM = /^[A-Za-z0-9 \n@£$¥èéùìòÇØøÅå_^{}\\[~\]|€ÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;
export const smsLimit = (text: string) => (GSM.test(text) ? 306 : 134);

export function familyMessage(news: FamilyNews): string {
  const fuel =
    news.fuelKm === null ? "" : news.fuelKm < 1 ? " Há posto aqui." : ` Próximo posto a ${Math.round(news.fuelKm)} km.`;
  const tail = `${fuel} ${news.time}. ${mapLink(news.at)}`;
  const head = `Estamos ${news.where}.`;
  const whole = head + tail;
  const room = smsLimit(whole) - tail.length;
  // A long stage name is cut, never the map link.
  return whole.length <= smsLimit(whole) ? whole : `${head.slice(0, room - 2)}….${tail}`;
}

/** The SMS app with the text; a number, when the crew typed one, goes in the address. */
export const smsHref = (text: string, number = "") =>
  `sms:${number.replace(/[^\d+]/g, "")}?&body=${encodeURIComponent(text)}`;

export const whatsappHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export const clockTime = (d: Date) => `${d.getHours()}h${String(d.getMinutes()).padStart(2, "0")}`;

// The family's number, when the crew chooses to keep it: on this phone only (localStorage), never
// sent anywhere; the privacy notice says so. A browser that refuses storage just keeps nothing.
const savedKey = "familia-numero";

export function savedFamilyNumber(): string {
  try {
    return localStorage.getItem(savedKey) ?? "";
  } catch {
    return "";
  }
}

/** Keeps the number on this phone, or erases it when it is empty. */
export function saveFamilyNumber(number: string): void {
  try {
    if (number) localStorage.setItem(savedKey, number);
    else localStorage.removeItem(savedKey);
  } catch {
    // Storage refused: the number is typed each time.
  }
}
