// Keeps <title>, description, canonical and Open Graph tags right after client-side navigation.
// The prerendered HTML already has them for the first load, so the first render changes nothing.
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { site } from "../content/site.ts";
import { headFor } from "../route-match.ts";

function setMeta(selector: string, value: string) {
  document.querySelector(selector)?.setAttribute("content", value);
}

export function HeadSync() {
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const head = headFor(path);
    document.title = head.title;
    setMeta('meta[name="description"]', head.description);
    setMeta('meta[property="og:title"]', head.title);
    setMeta('meta[property="og:description"]', head.description);
    setMeta('meta[property="og:image"]', site.url + head.image);
    const url = site.url + (head.canonical ?? path);
    setMeta('meta[property="og:url"]', url);
    document.querySelector('link[rel="canonical"]')?.setAttribute("href", url);
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
