import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";

/**
 * Spec 001 §2 "Results dashboard" (/dashboard, behind the login guard): the built-in sample ('Causal Claim') for a
 * user with no analyses, the latest analysis after one, results passed from the analyzer. Plus axe on /dashboard.
 */

test.describe.configure({ timeout: 180_000 });

const ARGUMENT =
  "Every city that built protected bike lanes saw traffic deaths fall. " +
  "Therefore our city should build protected bike lanes, because they will save lives.";

/** The value under a summary card's heading (the card is the heading's enclosing box). */
const cardValue = (page: Page, label: string) =>
  page
    .getByRole("heading", { level: 3, name: label, exact: true })
    .locator("xpath=ancestor::div[contains(@class,'mantine-Paper-root')][1]");

async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
}

test("a user with no analyses sees the sample ('Causal Claim'); after an analysis, the latest one", async ({
  page,
  signedIn,
}) => {
  const me = await signedIn(page);
  await openDashboard(page);
  await expect(page.getByText(/Showing a sample analysis/)).toBeVisible();
  await expect(cardValue(page, "Conclusion Type")).toContainText("Causal Claim");
  for (const card of ["Conclusion Type", "Logical Flaw", "Counter Argument", "Hidden Assumptions"]) {
    await expect(page.getByRole("heading", { level: 3, name: card, exact: true })).toBeVisible();
  }
  const yours = page.getByRole("region", { name: "Your Argument" });
  await expect(yours.getByRole("tab", { name: "Original" })).toBeVisible();
  await expect(yours.getByRole("tab", { name: "Improved Version" })).toBeVisible();
  await expect(yours.getByRole("tabpanel")).toContainText(/gun/i);
  // The sidebar: the user's e-mail and Sign out.
  const aside = page.getByRole("complementary", { name: "Dashboard navigation" });
  await expect(aside.getByText(me.email)).toBeVisible();
  await expect(aside.getByRole("button", { name: "Sign out" })).toBeVisible();

  // One analysis through the analyzer screen.
  await page.goto("/analyzer");
  await page.getByRole("textbox", { name: "Enter your argument below" }).fill(ARGUMENT);
  await page.getByRole("button", { name: "Analyze Argument" }).click();
  await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible({ timeout: 60_000 });
  const list = page.getByRole("list", { name: "Recent analyses" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const conclusionType = ((await cardValue(page, "Conclusion Type").textContent()) ?? "")
    .replace(/^Conclusion Type\s*/i, "")
    .trim();
  expect(conclusionType).not.toBe("");
  expect(conclusionType).not.toBe("Causal Claim");

  await openDashboard(page);
  await expect(page.getByText("Showing your most recent analysis.")).toBeVisible();
  await expect(page.getByText(/Showing a sample analysis/)).toHaveCount(0);
  await expect(cardValue(page, "Conclusion Type")).toContainText(conclusionType);
  await expect(page.getByRole("region", { name: "Your Argument" }).getByRole("tabpanel")).toContainText(
    "protected bike lanes",
  );
});

test("'Open in dashboard' from the analyzer shows that result", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto("/analyzer");
  await page.getByRole("textbox", { name: "Enter your argument below" }).fill(ARGUMENT);
  await page.getByRole("button", { name: "Analyze Argument" }).click();
  await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "Open in dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(/Showing a sample analysis/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Your Argument" }).getByRole("tabpanel")).toContainText(
    "protected bike lanes",
  );
});

test("axe: /dashboard (sample and latest analysis) has no serious or critical violation", async ({
  page,
  signedIn,
}) => {
  await signedIn(page);
  await openDashboard(page);
  await expect(cardValue(page, "Conclusion Type")).toContainText("Causal Claim");
  const found = (await seriousViolations(page)).map((v) => `[/dashboard, sample] ${v}`);

  const saved = await page.request.post("/api/analysis/analyze", {
    headers: { origin: new URL(page.url()).origin },
    data: { argument: ARGUMENT },
  });
  expect(saved.status()).toBe(200);
  const { analysisResults } = await saved.json();
  const stored = await page.request.post("/api/analysis/save", {
    headers: { origin: new URL(page.url()).origin },
    data: { originalArgument: ARGUMENT, processedAnalysis: analysisResults },
  });
  expect(stored.status()).toBe(201);

  await openDashboard(page);
  await expect(page.getByText("Showing your most recent analysis.")).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[/dashboard, latest] ${v}`));
  expect(found).toEqual([]);
});
