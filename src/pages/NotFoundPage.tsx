import { useEffect } from "react";
import { Link, useLocation } from "wouter";

export function NotFoundPage() {
  const [path] = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, [path]);
  return (
    <main>
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link href="/">Return to Home</Link>
    </main>
  );
}
