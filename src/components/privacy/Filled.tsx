import { isPlaceholder, type Fillable } from "../../content/privacy.ts";

/**
 * A controller value as the visitor reads it: the value itself (an e-mail as a link), or, while the
 * team has not given it, "a preencher" — never invented data.
 */
export function Filled({ value, mail = false }: { value: Fillable<string>; mail?: boolean }) {
  if (isPlaceholder(value)) {
    return <span className="font-semibold text-sunset-deep italic">a preencher</span>;
  }
  if (mail) {
    return (
      <a href={`mailto:${value}`} className="font-semibold break-words text-sunset-deep underline underline-offset-2">
        {value}
      </a>
    );
  }
  return <>{value}</>;
}
