import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { GUARDED_ROUTES, PUBLIC_LAYOUT_ROUTES, STANDALONE_ROUTES } from "../fixtures/routes";

/** Served (200), rendered, and neither the 404 page nor the router's error screen. */
async function expectAnswered(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading").first(), path).toBeVisible();
  await expect(page.getByText("Page Not Found"), path).toHaveCount(0);
  await expect(page.getByText("Unexpected Application Error!"), path).toHaveCount(0);
  const placeholder = await page.getByText("Coming soon", { exact: true }).count();
  if (placeholder) test.info().annotations.push({ type: "placeholder", description: path });
}

test("every public route of the overview answers without a 404", async ({ page }) => {
  for (const path of [...PUBLIC_LAYOUT_ROUTES, ...STANDALONE_ROUTES]) await expectAnswered(page, path);
});

test("placeholder pages say 'Coming soon' and lead back home", async ({ page }) => {
  for (const path of PUBLIC_LAYOUT_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole("heading").first()).toBeVisible();
    if ((await page.getByText("Coming soon", { exact: true }).count()) === 0) continue;
    await expect(page.getByRole("link", { name: "Back to Home" }), path).toBeVisible();
  }
});

test("guarded routes answer once signed in", async ({ page, signedIn }) => {
  await signedIn(page);
  for (const path of GUARDED_ROUTES) {
    await expectAnswered(page, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});
