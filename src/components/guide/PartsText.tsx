import { Link } from "wouter";
import type { Part } from "../../content/road-rules.ts";

/** Text with links: anchors ("#id", "/page#id") load as plain links so the browser scrolls to them;
 *  bare paths go through the router. */
export function PartsText({ parts }: { parts: readonly Part[] }) {
  return (
    <>
      {parts.map((p, i) =>
        typeof p === "string" ? (
          p
        ) : p.href.includes("#") ? (
          <a key={i} href={p.href} className="underline underline-offset-2">
            {p.text}
          </a>
        ) : (
          <Link key={i} href={p.href} className="underline underline-offset-2">
            {p.text}
          </Link>
        ),
      )}
    </>
  );
}
