import { formatMonth } from "../content/months.ts";
import { officialSources, type SourceKey } from "../content/sources.ts";

/**
 * When a page's facts were last checked, and where to confirm what changes (fees, border hours,
 * rules): a crew plans months ahead, so the page says its age instead of pretending to be current.
 */
export function VerifiedNote({ verifiedIn, sources }: { verifiedIn: string; sources: readonly SourceKey[] }) {
  return (
    <aside aria-label="Atualidade das informações" className="verified-note">
      <p>
        <strong>
          Verificado em <time dateTime={verifiedIn}>{formatMonth(verifiedIn)}</time>.
        </strong>{" "}
        Preços, taxas, regras e horários de fronteira mudam: confirme antes de viajar nas fontes oficiais.
      </p>
      {sources.length > 0 && (
        <ul className="verified-sources">
          {sources.map((key) => {
            const s: { name: string; what: string; url: string } = officialSources[key];
            return (
              <li key={key}>
                <a href={s.url} rel="noopener" className="font-semibold underline underline-offset-2">
                  {s.name}
                </a>{" "}
                <span className="text-granite">({s.what})</span>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
