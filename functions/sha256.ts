// SHA-256 with the runtime's Web Crypto.

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** As lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  return [...(await digest(text))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** As base64, the form a Content-Security-Policy hash source takes. */
export async function sha256Base64(text: string): Promise<string> {
  return btoa(String.fromCharCode(...(await digest(text))));
}
