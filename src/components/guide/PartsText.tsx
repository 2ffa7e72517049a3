import { Link } from "wouter";
import type { Part } from "../../content/road-rules.ts";

/** Text with links: "#id" anchors stay on the page, paths go through the router. */
export function PartsText({ parts }: { parts: readonly Part[] }) {
  return (
    <>
      {parts.map((p, i) =>
        typeof p === "string" ? (
          p
        ) : p.href.startsWith("#") ? (
          <a key={i} href={p.href} className="underline underline-offset-2">{p.text}</a>
        ) : (
          <Link key={i} href={p.href} className="underline underline-offset-2">{p.text}</Link>
        ),
      )}
    </>
  );
}
