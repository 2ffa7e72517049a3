import { Link } from "wouter";
import { WhatsAppLink } from "../components/WhatsAppLink.tsx";
import { useState } from "react";
import { type Choices, DetailsFields } from "../contact/DetailsFields.tsx";
import { detailsIntro, detailsStoredLine, detailsTitle, storedLine, storedTitle } from "../shared/form-messages.ts";

/** The departures' choices in the page as it arrived: the function writes them into /obrigado's
 * form from D1 (functions/offered-months.ts), so the app keeps those, never the build's none. */
function arrivedChoices(): Choices {
  if (typeof document === "undefined") return [];
  const options = document.querySelectorAll<HTMLOptionElement>('#details-form select[name="departure"] option');
  return Array.from(options)
    .filter((o) => /^\d{4}-\d{2}-\d{2}$/.test(o.value))
    .map((o) => [o.value, o.text] as const);
}

/** Where the contact form lands when it is posted without JavaScript; its details form is a plain
 * post too, which finds its lead by the cookie the lead's answer set (functions/lead-cookie.ts). */
export function ThanksPage() {
  const [published] = useState(arrivedChoices);
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
      <section id="detalhes" aria-labelledby="detalhes-title" className="mt-12 max-w-2xl">
        <h2 id="detalhes-title" className="text-2xl font-bold">
          {detailsTitle}
        </h2>
        {/* Shown when the details' answer brings the visitor back here (#detalhes-recebidos), in place of
            the form: sent again blank, it would only add nothing, and the answer ends its cookie. */}
        <p id="detalhes-recebidos" role="status" className="peer outbox-line hidden target:block">
          {detailsStoredLine}
        </p>
        <form
          id="details-form"
          method="post"
          action="/api/contact/details"
          className="mt-3 grid gap-4 peer-target:hidden"
        >
          <p className="text-sm text-granite">{detailsIntro}</p>
          <DetailsFields now={new Date()} published={published} />
          <button type="submit" className="btn-submit sm:w-auto">
            Enviar detalhes
          </button>
        </form>
      </section>
    </main>
  );
}
