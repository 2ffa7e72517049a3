import { useEffect } from "react";
import { Link, useLocation } from "wouter";

export function NotFoundPage() {
  const [path] = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, [path]);
  // This page's specified wording is English; lang tells screen readers to switch voice for it.
  return (
    <main id="conteudo" tabIndex={-1} lang="en" className="notice">
      <p aria-hidden="true" className="wordmark text-[clamp(6rem,30vw,12rem)] leading-none text-sunset-deep">
        404
      </p>
      <h1 className="text-5xl sm:text-6xl">Oops! Page not found</h1>
      <Link href="/" className="btn-night">
        Return to Home
      </Link>
    </main>
  );
}
