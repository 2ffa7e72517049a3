/** One of the four headed lists of a destination page. */
export function DetailList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-snow p-6 shadow-sm ring-1 ring-night/10 sm:p-8">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rotate-45 bg-sunset" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
