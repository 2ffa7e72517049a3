// The page's only script tag. The prerendered HTML is already the whole page, so React and the
// app (src/hydrate.tsx) are fetched only once the first contentful paint is on screen: on a slow
// phone connection the stylesheet and the images get the bandwidth first, and the page shows up
// as fast as one without JavaScript. The prerender writes the app's hashed URL into #root's data-app.
import "./styles.css";

const app = document.getElementById("root")!.dataset.app;
const start = () =>
  setTimeout(() => {
    // A lead whose sending failed earlier waits on this device (src/contact/outbox-store.ts): the
    // mark makes the app load the outbox's sender. One read of one key for every visitor.
    try {
      if (localStorage.getItem("expedicao-ushuaia:outbox")) document.documentElement.dataset.outbox = "";
    } catch {
      // Storage forbidden (privacy settings): nothing can have been kept either.
    }
    void (app ? import(/* @vite-ignore */ app) : import.meta.env.DEV && import("./hydrate.tsx"));
  });

// Paint timing is buffered, so a paint that happened before this script ran still counts; the
// frame after it is when the paint is done. Browsers without paint timing start at once.
if (PerformanceObserver.supportedEntryTypes.includes("paint"))
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), requestAnimationFrame(start);
  }).observe({ type: "paint", buffered: true });
else start();
