import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { FAKE_TOKEN, PUBLIC_LAYOUT_ROUTES } from "../fixtures/routes";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe on the page as it is now; fails on any serious or critical violation, listing them readably. */
async function expectAccessible(page: Page, label: string) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading").first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  expect(summary, `${label}\n${summary.join("\n")}`).toEqual([]);
}

test("public pages have no serious or critical accessibility violation", async ({ page }) => {
  for (const path of [...PUBLIC_LAYOUT_ROUTES, "/no-such-page"]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test("account screens have no serious or critical accessibility violation", async ({ page }) => {
  await page.goto("/login");
  await expectAccessible(page, "/login (sign in)");
  await page.getByRole("button", { name: "Create new account" }).click();
  await expect(page.getByLabel("First name")).toBeVisible();
  await expectAccessible(page, "/login (create account)");

  for (const path of ["/forgot-password", `/reset-password?token=${FAKE_TOKEN}`, "/reset-password", "/verify-email"]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test("the profile has no serious or critical accessibility violation", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto("/profile");
  await expectAccessible(page, "/profile");
});
