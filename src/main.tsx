import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./App.tsx";
import "./styles.css";

const container = document.getElementById("root")!;
const app = (
  <Router>
    <App />
  </Router>
);

// Prerendered pages carry the path they were rendered for. The 404 page is served for any
// unknown path (and unknown slugs, whose not-found state differs), so it is rendered afresh
// instead of hydrated, which would mismatch.
if (container.dataset.path === location.pathname) hydrateRoot(container, app);
else createRoot(container).render(app);
