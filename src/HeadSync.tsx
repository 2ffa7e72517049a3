// Keeps the tab's title and the canonical link (which a phone's share sheet sends) right after
// client-side navigation. Description and Open Graph tags are left as the first page had them:
// only crawlers and link previews read those, and they always load the prerendered page itself.
// It sits beside App.tsx, not in components/: it reads the app's route table (./route-match.ts).
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { site } from "./content/site.ts";
import { routeHeadFor } from "./route-match.ts";

export function HeadSync() {
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const head = routeHeadFor(path);
    document.title = head.title;
    document.querySelector('link[rel="canonical"]')?.setAttribute("href", site.url + (head.canonical ?? path));
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
