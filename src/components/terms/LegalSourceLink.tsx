import type { LegalSource } from "../../content/terms.ts";
import { formatDate } from "../../content/months.ts";

/** A legal statement's source, with the day it was read. */
export function LegalSourceLink({ source }: { source: LegalSource }) {
  return (
    <span className="source-links">
      {" "}
      (Fonte:{" "}
      <a href={source.url} rel="noopener">
        {source.name}
      </a>
      , lida em <time dateTime={source.readOn}>{formatDate(source.readOn)}</time>.)
    </span>
  );
}
