import { describe, expect, it } from "vitest";
import { familyMessage, mapLink, smsHref, smsLimit, whatsappHref } from "../../src/road/family-message.ts";

const news = {
  where: "entre Torres del Paine e Punta Delgada",
  fuelKm: 176.4,
  time: "19h40",
  at: { lat: -52.77, lon: -70.95 },
};

describe("the message to the family", () => {
  it("says where, the next fuel, the time and a map link, in two SMS parts at most", () => {
    const text = familyMessage(news);
    expect(text).toBe(
      "Estamos entre Torres del Paine e Punta Delgada. Próximo posto a 176 km. 19h40. " +
        "https://maps.google.com/?q=-52.7700,-70.9500",
    );
    // "Próximo" has an accent: the SMS goes as UCS-2, 67 characters a part.
    expect(smsLimit(text)).toBe(134);
    expect(text.length).toBeLessThanOrEqual(134);
  });

  it("says there is fuel here rather than a next station 0 km away", () => {
    expect(familyMessage({ ...news, where: "em Esquel", fuelKm: 0 })).toContain(
      "Estamos em Esquel. Há posto aqui. 19h40.",
    );
  });

  it("cuts a long place, never the map link", () => {
    const text = familyMessage({ ...news, where: `entre ${"Gobernador Gregores ".repeat(6)}e El Chaltén` });
    expect(text.length).toBeLessThanOrEqual(134);
    expect(text.endsWith(mapLink(news.at))).toBe(true);
  });

  it("opens the SMS app with the text, and the number when one was typed", () => {
    const text = familyMessage(news);
    expect(smsHref(text)).toBe(`sms:?&body=${encodeURIComponent(text)}`);
    expect(smsHref(text, "+55 (27) 99999-0000")).toMatch(/^sms:\+5527999990000\?&body=/);
    expect(whatsappHref(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
  });
});
