// sonner's toast host, in a React root of its own at the end of the body. The form mounts it on
// the visitor's first interaction; the outbox mounts it on any page when a kept lead gets its
// answer. One host for both, so a toast never shows twice.
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { ContactToaster } from "./ContactToaster.tsx";

let ready: Promise<void> | null = null;

// Its effect runs after the Toaster's own, which is when sonner starts listening for toasts:
// one sent before that would be lost.
function Host({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return <ContactToaster />;
}

/** Mounts the host once; resolves when it is listening. */
export function mountToaster(): Promise<void> {
  return (ready ??= new Promise((resolve) => {
    const el = document.createElement("div");
    document.body.append(el);
    createRoot(el).render(<Host onReady={resolve} />);
  }));
}
