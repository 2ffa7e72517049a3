import { describe, expect, it } from "vitest";
import { toE164 } from "../../functions/checks.ts";
import { postJson, rowsByEmail, uniqueEmail, validLead } from "./helpers.ts";

/** Posts a lead with this WhatsApp: it must get 400 "WhatsApp inválido" and leave no row. */
async function refusedAsInvalid(whatsapp: string) {
  const email = uniqueEmail();
  const res = await postJson(validLead({ email, whatsapp }));
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error: "validation", fields: { whatsapp: "WhatsApp inválido" } });
  expect(await rowsByEmail(email)).toHaveLength(0);
}

describe("WhatsApp numbers normalised to E.164, Brazil by default", () => {
  it.each([
    ["27 99999-8888", "+5527999998888"],
    ["(27) 99999-8888", "+5527999998888"],
    ["27999998888", "+5527999998888"],
    ["+55 27 99999-8888", "+5527999998888"],
    ["027999998888", "+5527999998888"],
    ["0 15 27 99999-8888", "+5527999998888"],
    ["(11) 3333-4444", "+551133334444"],
    ["+54 9 11 2345-6789", "+5491123456789"],
    ["+56 9 8765 4321", "+56987654321"],
    ["+351 912 345 678", "+351912345678"],
  ])("turns %s into %s", (raw, e164) => {
    expect(toE164(raw)).toBe(e164);
  });

  it.each(["12345678901", "00 00000-0000", "+55 11 2345 678", "abcdefghij", "+999 1234567890"])(
    "gives NULL for %s, which is not a valid number",
    (raw) => {
      expect(toE164(raw)).toBeNull();
    },
  );

  it("stores the raw text as typed beside its E.164 form", async () => {
    const email = uniqueEmail();
    await postJson(validLead({ email, whatsapp: " (27) 99999-8888 " }));
    const [row] = await rowsByEmail(email);
    expect(row).toMatchObject({ whatsapp: "(27) 99999-8888", whatsapp_e164: "+5527999998888" });
  });

  it("stores a foreign number in E.164", async () => {
    const email = uniqueEmail();
    await postJson(validLead({ email, whatsapp: "+54 9 11 2345-6789" }));
    expect((await rowsByEmail(email))[0]?.whatsapp_e164).toBe("+5491123456789");
  });

  it("stores NULL in whatsapp_e164 but keeps the lead when the number cannot be parsed", async () => {
    const email = uniqueEmail();
    expect((await postJson(validLead({ email, whatsapp: "12345678901" }))).status).toBe(201);
    expect((await rowsByEmail(email))[0]).toMatchObject({ whatsapp: "12345678901", whatsapp_e164: null });
  });

  it.each(["abcdefghijk", "ligar à tarde", "27 9999-888", "(27) 9999-888 ramal"])(
    "refuses %j, which has fewer than 10 digits, with 'WhatsApp inválido' and stores nothing",
    refusedAsInvalid,
  );

  it.each([
    "abc1234567890",
    "ligue 2799999888",
    "27 9999 8888 ramal1",
    "27999998888;=1+1",
    "=27999998888+1",
    "27 99999_8888 #1",
  ])("refuses %j, which holds more than digits, spaces, +, (, ), - and ., with 'WhatsApp inválido'", refusedAsInvalid);

  it.each(["+1 555 0100 12345678", "+55 27 9999 88888 1", "99999999999999"])(
    "refuses %j, which no country's numbering plan allows (libphonenumber-js: not possible), and stores nothing",
    refusedAsInvalid,
  );
});
