// Brings the prerendered page to life; src/main.tsx loads this at the visitor's first interaction.
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./App.tsx";
import { startOutbox } from "./contact/outbox-page.ts";
import { routeFor } from "./route-match.ts";

// The whole stylesheet came as a print stylesheet, so that applying it did not restyle the page
// while it loaded (scripts/build/prerender.ts); the app's own elements need its other rules.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-media]"))
  link.media = link.dataset.appMedia!;

// A lead kept on this device is sent, and its news told, from whichever page the visitor opens.
startOutbox();

const container = document.getElementById("root")!;
const app = (
  <Router>
    <App />
  </Router>
);

// Each prerendered page carries what it was rendered for in data-path: its own path, a route's
// pattern for that route's not-found page (destino/404.html, served for any unknown slug), or "*"
// for 404.html, served for any path no route matches. Those pages look the same for every path
// they are served for, so they are hydrated; a page served for a path it was not made for (and
// Vite's empty dev page) is rendered afresh. A transition lets React hydrate in small slices that
// yield to the browser, instead of one long task that would hold up a tap on a slow phone.
const made = container.dataset.path;
const route = routeFor(location.pathname);
if (made === location.pathname || (made === "*" && !route) || (route && made === route.path)) {
  startTransition(() => void hydrateRoot(container, app));
} else {
  startTransition(() => createRoot(container).render(app));
}
