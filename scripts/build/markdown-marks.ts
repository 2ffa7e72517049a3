// Markdown a content file could leak into a page's text: emphasis, inline code, links, headings.
// The prerender step refuses to write a page that shows one.
import { load } from "cheerio";

export const markdownMarks: [string, RegExp][] = [
  ["**bold**", /\*\*/],
  ["*emphasis*", /(^|[\s(])\*[^\s*][^*]*\*(?=$|[\s).,;:!?])/],
  ["__bold__", /__/],
  ["`code`", /`/],
  ["[text](url)", /\[[^\]]+\]\([^)]*\)/],
  ["# heading", /^#{1,6}\s/],
];

/** Each text block of `html` (one per element's own text) that shows a mark, as "mark: text". */
export function markdownLeaks(html: string): string[] {
  const $ = load(html);
  const blocks = $("body *")
    .not("script, style, noscript, template")
    .map((_, el) =>
      $(el)
        .contents()
        .filter((_, n) => n.type === "text")
        .text()
        .replace(/\s+/g, " ")
        .trim(),
    )
    .get();
  return blocks.flatMap((block) =>
    markdownMarks.filter(([, mark]) => mark.test(block)).map(([name]) => `${name}: ${block.slice(0, 120)}`),
  );
}
