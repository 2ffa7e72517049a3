import { Link } from "wouter";
import { site } from "../content/site.ts";
import { BusinessIdentity } from "./privacy/BusinessIdentity.tsx";

// Evaluated once: at build time in the prerendered HTML, at load time in the browser. The two differ
// only across a New Year, so that one text node may differ between server and client.
const year = new Date().getFullYear();
const handle = `@${site.instagramUrl.split("/").filter(Boolean).pop()}`;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-main">
        <div>
          <p className="wordmark text-4xl">{site.name}</p>
          <p className="mt-2 font-serif text-xl italic text-glacier">{site.tagline}</p>
        </div>
        <ul className="grid gap-3">
          <li>
            <a
              href={site.instagramUrl}
              rel="me noopener"
              className="link-dark icon-instagram inline-flex items-center gap-2"
            >
              Instagram {handle}
            </a>
          </li>
          <li>
            <Link href="/antes-de-partir" className="link-dark">
              Antes de partir
            </Link>
          </li>
          <li>
            <Link href="/perguntas-frequentes" className="link-dark">
              Perguntas frequentes
            </Link>
          </li>
          <li>
            <Link href="/na-estrada" className="link-dark">
              Na estrada
            </Link>
          </li>
          <li>
            <Link href="/quanto-custa" className="link-dark">
              Quanto custa a viagem?
            </Link>
          </li>
          <li>
            {/* A full load: the function writes the day's departures into the page. */}
            <a href="/saidas" className="link-dark">
              Saídas e condições
            </a>
          </li>
          <li>
            <Link href="/privacidade" className="link-dark">
              Aviso de privacidade
            </Link>
          </li>
        </ul>
      </div>
      <p className="footer-legal">
        © <span suppressHydrationWarning>{year}</span> {site.name}. Todos os direitos reservados. <BusinessIdentity />
      </p>
    </footer>
  );
}
