// Characters that can rewrite the team's terminal or disguise text (escape sequences, bidirectional
// overrides) or hide text (zero-width and format characters, tag characters, fillers that look
// blank, noncharacters) are refused in every field, with a message the visitor can act on; ordinary
// Unicode (accents, emoji joined with U+200D) is stored as typed.
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../src/shared/contact-schema.ts";
import { countRows, postForm, postJson, rowsByEmail, uniqueEmail, validLead } from "./helpers.ts";

describe("hidden and control characters in a lead", () => {
  it.each([
    [
      "an ESC/BEL terminal hyperlink (C0) in the name",
      "name",
      "Esc \u001b]8;;http://evil.example\u0007clique\u001b]8;;\u0007 Ana",
    ],
    ["a NUL (C0) in the e-mail", "email", "ana\u0000@example.com"],
    ["a C1 control (CSI, U+009B) in the WhatsApp", "whatsapp", "27 99999-8888\u009b2J"],
    ["a right-to-left override (U+202E) in the Instagram", "instagram", "@ana\u202Egnp.exe"],
    ["a directional isolate (U+2066) in the name", "name", "Ana \u2066Souza\u2069"],
    ["a lone surrogate in the name", "name", "Ana \ud800 Souza"],
    ["a zero-width space (U+200B) in the name", "name", "Ana\u200BSouza"],
    ["a zero-width non-joiner (U+200C) in the e-mail", "email", "ana\u200C@example.com"],
    ["a zero-width joiner (U+200D) between letters in the name", "name", "Ana\u200DSouza"],
    ["a left-to-right mark (U+200E) in the WhatsApp", "whatsapp", "27 99999-8888\u200E"],
    ["a right-to-left mark (U+200F) in the Instagram", "instagram", "@ana\u200F"],
    ["an Arabic letter mark (U+061C) in the name", "name", "Ana\u061C Souza"],
    [
      "tag characters (U+E0020–U+E007F) carrying invisible text in the name",
      "name",
      "Ana \u{E0069}\u{E0067}\u{E006E}\u{E007F}Souza",
    ],
    ["a name made of Hangul fillers (U+3164), which looks blank", "name", "\u3164\u3164\u3164"],
    ["the half-width Hangul filler (U+FFA0) in the Instagram", "instagram", "@\uFFA0"],
    ["a soft hyphen (U+00AD) in the e-mail", "email", "ana\u00AD@example.com"],
    ["a noncharacter (U+FDD0) in the name", "name", "Ana \uFDD0Souza"],
    ["a noncharacter (U+FFFF) in the Instagram", "instagram", "@ana\uFFFF"],
    ["a noncharacter (U+1FFFE) in the name", "name", "Ana \u{1FFFE}Souza"],
    ["a byte order mark (U+FEFF) in the name", "name", "Ana\uFEFF Souza"],
  ])("refuses %s with 400 and a Portuguese message for that field", async (_, field, value) => {
    const before = await countRows();
    const res = await postJson(validLead({ [field]: value }));
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; message: string; fields: Record<string, string> }>();
    expect(body.error).toBe("validation");
    expect(body.fields[field]).toBe(contactMessages.hidden[field as keyof typeof contactMessages.hidden]);
    expect(body.fields[field]).toMatch(/caracteres invisíveis ou de controle/);
    expect(body.message).toMatch(/caracteres invisíveis ou de controle/);
    expect(await countRows()).toBe(before);
  });

  it("shows a JavaScript-less visitor the same message on the page", async () => {
    const res = await postForm({ name: "Ana\u0007 Souza", email: uniqueEmail(), whatsapp: "27 99999-8888" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(contactMessages.hidden.name);
  });

  it("stores accents, emoji joined with U+200D and a tab trimmed from the ends as typed", async () => {
    const email = uniqueEmail();
    expect((await postJson(validLead({ email, name: "\tJoão 👨‍👩‍👧 Ñandú " }))).status).toBe(201);
    expect((await rowsByEmail(email))[0]?.name).toBe("João 👨‍👩‍👧 Ñandú");
  });
});
