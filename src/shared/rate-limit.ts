// The contact form's rate limit, once: the function applies it, the privacy notice quotes its
// window, the purge command deletes the windows that have ended, and the page and the function
// tell a visitor who hit it how long to wait (form-messages.ts). No zod here, so the page's first
// load may import it.
export const rateLimit = {
  /** Submissions a client may make in one window. */
  max: 5,
  /** Fixed windows of this many seconds (unix time), each client counted apart. */
  windowSeconds: 600,
} as const;
