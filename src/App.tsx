import { lazy, Suspense, useEffect } from "react";
import { Route, Switch } from "wouter";
import { announceFirstChoices } from "./announce-choices.ts";
import { HeadSync } from "./HeadSync.tsx";
import { SiteFooter } from "./components/SiteFooter.tsx";
import { SkipLink } from "./components/SkipLink.tsx";
import { routes } from "./routes.ts";

// Rarely shown, so it stays out of the home page's JavaScript; 404.html renders it on the client.
const NotFoundPage = lazy(() => import("./pages/NotFoundPage.tsx").then((m) => ({ default: m.NotFoundPage })));

// Marks <html data-hydrated> once the page is hydrated (or rendered) with its route's chunk: inside the
// Suspense, its effect waits for the page. The browser tests wait on it before using the app.
// What the visitor chose on the page before it was hydrated is announced to it then (announce-choices.ts).
function Hydrated() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    // At once, in the effects of hydration itself: the app's first update after them (a page reading
    // its link, say) would set the controls back to what React knows.
    announceFirstChoices();
  }, []);
  return null;
}

// Every page renders its own <main id="conteudo">, the skip link's target.
export function App() {
  return (
    <>
      <HeadSync />
      <SkipLink />
      <Suspense fallback={null}>
        <Switch>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} component={r.page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
        <Hydrated />
      </Suspense>
      <SiteFooter />
    </>
  );
}
