import { officialSources, type SourceKey } from "../content/sources.ts";

/** Links to official sources by name, e.g. "Confira: CONAF, SAG." */
export function SourceLinks({
  sources,
  label = "Confira na fonte oficial:",
}: {
  sources: readonly SourceKey[];
  label?: string;
}) {
  if (sources.length === 0) return null;
  return (
    <p className="source-links">
      {label}{" "}
      {sources.map((key, i) => (
        <span key={key}>
          {i > 0 && ", "}
          <a href={officialSources[key].url} rel="noopener" title={officialSources[key].what}>
            {officialSources[key].name}
          </a>
        </span>
      ))}
      .
    </p>
  );
}
