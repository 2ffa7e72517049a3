import { expect, test } from "@playwright/test";

test("the home page shows the brand title", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expedição Ushuaia");
});
