// Text into HTML, for the pages the function writes: every character that could open markup or close
// an attribute becomes its numeric reference.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
