// The offline half of a deploy: wrangler compiles functions/ into the Worker Pages would upload.
import { describe, expect, it } from "vitest";
import { buildFunctionsBundle } from "../../scripts/check.ts";

describe("the Pages Functions bundle", () => {
  it("compiles offline into a Worker script within Cloudflare's size limit", { timeout: 120_000 }, () => {
    const size = buildFunctionsBundle();
    expect(size.raw).toBeGreaterThan(10_000);
    // Workers on the free plan take up to 3 MiB compressed.
    expect(size.gzip).toBeLessThan(3 * 1024 * 1024);
  });
});
