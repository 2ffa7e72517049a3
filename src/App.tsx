import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { HeadSync } from "./components/HeadSync.tsx";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { routes } from "./routes.ts";

export function App() {
  return (
    <>
      <HeadSync />
      <Suspense fallback={null}>
        <Switch>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} component={r.page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </>
  );
}
