import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";
import { FAKE_TOKEN, PUBLIC_LAYOUT_ROUTES } from "../fixtures/routes";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe on the page as it is now; fails on any serious or critical violation, listing them readably. */
async function expectAccessible(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading").first()).toBeVisible();
  expect(await seriousViolations(page, TAGS)).toEqual([]);
}

for (const path of [
  ...PUBLIC_LAYOUT_ROUTES,
  "/no-such-page",
  "/login",
  "/forgot-password",
  "/reset-password",
  `/reset-password?token=${FAKE_TOKEN}`,
  "/verify-email",
]) {
  test(`${path}: no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}

test("/login in 'Create new account' mode: no serious or critical accessibility violation", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create new account" }).click();
  await expect(page.getByLabel("First name")).toBeVisible();
  await expectAccessible(page);
});

test("/profile: no serious or critical accessibility violation", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto("/profile");
  await expectAccessible(page);
});
