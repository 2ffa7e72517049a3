// Stub: the lead-capture work replaces this with the real form.
export function ContactForm() {
  return (
    <form method="post" action="/api/contact">
      <button type="submit">Quero Saber Mais!</button>
    </form>
  );
}
