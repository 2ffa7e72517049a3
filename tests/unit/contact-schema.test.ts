import { describe, expect, it } from "vitest";
import { contactLimits } from "../../src/shared/contact-limits.ts";
import { contactMessages, validateContact } from "../../src/shared/contact-schema.ts";

const valid = {
  name: "Maria da Silva",
  email: "maria@exemplo.com.br",
  whatsapp: "(27) 99999-8888",
  instagram: "@maria.viaja",
};

function firstMessage(input: Record<string, unknown>) {
  const result = validateContact(input);
  if (result.ok) throw new Error("expected a validation failure");
  return result;
}

describe("the contact schema", () => {
  it("accepts a complete lead and trims every value", () => {
    const result = validateContact({
      name: "  Maria da Silva ",
      email: " maria@exemplo.com.br\t",
      whatsapp: " (27) 99999-8888 ",
      instagram: " @maria.viaja ",
    });
    expect(result).toEqual({ ok: true, data: valid });
  });

  it("stores an empty, blank or missing Instagram as null", () => {
    for (const instagram of ["", "   ", null, undefined]) {
      const result = validateContact({ ...valid, instagram });
      expect(result.ok && result.data.instagram).toBeNull();
    }
  });

  it("keeps accents, emoji and quotes as typed", () => {
    const name = 'João D\'Ávila 🏔️ "Jó"';
    const result = validateContact({ ...valid, name });
    expect(result.ok && result.data.name).toBe(name);
  });

  it("rejects a name shorter than 2 characters after trimming with its Portuguese message", () => {
    const result = firstMessage({ ...valid, name: "  A  " });
    expect(result.message).toBe("Nome deve ter pelo menos 2 caracteres");
    expect(result.fields).toEqual({ name: contactMessages.nameMin });
  });

  it("accepts names of exactly 2 and 100 characters and rejects 101", () => {
    expect(validateContact({ ...valid, name: "Jo" }).ok).toBe(true);
    expect(validateContact({ ...valid, name: "a".repeat(contactLimits.name.max) }).ok).toBe(true);
    expect(firstMessage({ ...valid, name: "a".repeat(101) }).message).toBe(contactMessages.nameMax);
  });

  it("rejects a malformed e-mail with 'E-mail inválido'", () => {
    for (const email of ["", "maria", "maria@", "@exemplo.com", "maria@exemplo", "ma ria@exemplo.com"]) {
      expect(firstMessage({ ...valid, email }).message).toBe("E-mail inválido");
    }
  });

  it("accepts an e-mail of 255 characters and rejects a longer one", () => {
    const email = (last: number) =>
      `${"a".repeat(64)}@${["b".repeat(63), "c".repeat(63), "d".repeat(last)].join(".")}.com`;
    const at255 = email(58);
    expect(at255).toHaveLength(contactLimits.email.max);
    expect(validateContact({ ...valid, email: at255 }).ok).toBe(true);
    expect(firstMessage({ ...valid, email: email(59) }).message).toBe(contactMessages.emailMax);
  });

  it("rejects a WhatsApp shorter than 10 characters after trimming with 'WhatsApp inválido'", () => {
    const result = firstMessage({ ...valid, whatsapp: "  27 9999  " });
    expect(result.message).toBe("WhatsApp inválido");
    expect(validateContact({ ...valid, whatsapp: "2799998888" }).ok).toBe(true);
  });

  it("accepts a WhatsApp of 20 characters and rejects 21", () => {
    expect(validateContact({ ...valid, whatsapp: "+55 (27) 99999-88887" }).ok).toBe(true);
    expect(firstMessage({ ...valid, whatsapp: "+55 (27) 99999-888877" }).message).toBe(contactMessages.whatsappMax);
  });

  it("accepts an Instagram of 100 characters and rejects 101", () => {
    expect(validateContact({ ...valid, instagram: "i".repeat(contactLimits.instagram.max) }).ok).toBe(true);
    expect(firstMessage({ ...valid, instagram: "i".repeat(101) }).message).toBe(contactMessages.instagramMax);
  });

  it("reports the first message in field order and one message per invalid field", () => {
    const result = firstMessage({ name: "", email: "nope", whatsapp: "123", instagram: "" });
    expect(result.message).toBe(contactMessages.nameMin);
    expect(result.fields).toEqual({
      name: contactMessages.nameMin,
      email: contactMessages.email,
      whatsapp: contactMessages.whatsapp,
    });
  });

  it("rejects missing or non-string fields instead of throwing", () => {
    expect(firstMessage({}).message).toBe(contactMessages.nameMin);
    expect(firstMessage({ ...valid, whatsapp: 27999998888 }).fields.whatsapp).toBe(contactMessages.whatsapp);
    expect(validateContact(null).ok).toBe(false);
    expect(validateContact(["Maria"]).ok).toBe(false);
  });

  it("ignores fields outside the schema", () => {
    const result = validateContact({ ...valid, website: "spam", privacy_version: "x" });
    expect(result).toEqual({ ok: true, data: valid });
  });
});
