// The line the page's first script shows at the foot of the screen, outside the app's part of the
// page (the app takes that over as the server rendered it): a lead it is sending, kept, or sent.

export function tell(line: string): void {
  let notice = document.getElementById("first-lead-notice");
  if (!notice) {
    notice = document.createElement("p");
    notice.id = "first-lead-notice";
    notice.setAttribute("role", "status");
    notice.setAttribute("style", "position:fixed;inset:auto 1rem 1rem;padding:1rem;background:#222;color:#fff");
    document.body.append(notice);
  }
  notice.textContent = line;
}
