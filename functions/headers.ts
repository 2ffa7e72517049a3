// The security headers of every HTML page the site serves, defined once: the static pages get them
// from dist/_headers, which scripts/build/static-headers.ts writes from this map at build time, and the
// function sets them on the pages it renders itself (the no-JavaScript form's error page).
import { sha256Base64 } from "./sha256.ts";

/** The Content-Security-Policy, one directive a line. */
const directives = [
  "default-src 'self'",
  "script-src 'self' https://challenges.cloudflare.com",
  // The one hash is sonner's toast stylesheet, which it injects as a <style> element once the
  // contact form is used; the browser e2e suite fails on any CSP violation, so a sonner upgrade
  // that changes it is caught. The empty-string hash covers the moment the element is inserted
  // before its text.
  "style-src 'self' 'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=' " +
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  // The route map positions its pins with style attributes (left/top percentages), and the error
  // page marks the form with them; attributes cannot load anything (img-src still applies),
  // unlike <style> elements, which stay locked.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' https://challenges.cloudflare.com",
  "frame-src https://challenges.cloudflare.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "manifest-src 'self'",
];

export const contentSecurityPolicy = directives.join("; ");

/** The hash sources ('sha256-...') of a page's inline <style> elements and inline scripts (the page's
 * first script comes inside it: scripts/build/prerender.ts), hashed from the very text that is sent. */
export interface InlineHashes {
  styles: string[];
  scripts: string[];
}

/** The policy of a page with inline elements of its own: their hashes join style-src and script-src. */
export function policyAllowingInline({ styles, scripts }: InlineHashes): string {
  return directives
    .map((d) => (d.startsWith("style-src ") ? [d, ...styles] : d.startsWith("script-src ") ? [d, ...scripts] : [d]))
    .map((sources) => sources.join(" "))
    .join("; ");
}

const hashesOf = (texts: string[]) => Promise.all(texts.map(async (t) => `'sha256-${await sha256Base64(t)}'`));

export async function inlineHashes(html: string): Promise<InlineHashes> {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const scripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { styles: await hashesOf(styles), scripts: await hashesOf(scripts) };
}

/**
 * Browsers that have seen the site once use HTTPS only, for two years: a network that strips TLS
 * cannot serve them a plain-HTTP page. Subdomains too, since none of the site's is meant for plain
 * HTTP; no `preload`, which would commit the domain to browsers' built-in lists.
 */
export const transportSecurity: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/** Every powerful feature off, but geolocation for the origins given ("()" for none). */
function permissionsPolicy(geolocation: "()" | "(self)"): string {
  return (
    `camera=(), microphone=(), geolocation=${geolocation}, payment=(), usb=(), serial=(), browsing-topics=(), ` +
    `interest-cohort=()`
  );
}

/**
 * The road page (/na-estrada) reads the phone's position to place the crew on the route; it alone
 * may ask. Every other page, and everything the function answers, keeps geolocation off.
 */
export const roadPagePermissionsPolicy = permissionsPolicy("(self)");

export const securityHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": contentSecurityPolicy,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": permissionsPolicy("()"),
  "Cross-Origin-Opener-Policy": "same-origin",
  ...transportSecurity,
};
