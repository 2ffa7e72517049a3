import { Link } from "wouter";
import { WhatsAppLink } from "../components/WhatsAppLink.tsx";
import { storedLine, storedTitle } from "../shared/form-messages.ts";

/** Where the contact form lands when it is posted without JavaScript. */
export function ThanksPage() {
  return (
    <main id="conteudo" tabIndex={-1} className="notice">
      <p className="eyebrow text-sunset-deep">Contato recebido</p>
      <h1 className="mt-3 text-5xl sm:text-7xl">{storedTitle}</h1>
      <p className="mt-5 text-lg text-granite">{storedLine}</p>
      <div className="flex flex-wrap gap-x-4">
        <WhatsAppLink className="btn-night" />
        <Link href="/" className="btn-night">
          Voltar para a página inicial
        </Link>
      </div>
    </main>
  );
}
