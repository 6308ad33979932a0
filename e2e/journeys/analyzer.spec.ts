import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";
import { newUser, signInViaApi, signInViaUi } from "../fixtures/users";

/**
 * Spec 001 §2 (Argument Analyzer, Analysis details), §4 (analyzer and history states), §5 (validation), §8 (errors),
 * against the real server and its embedded analyzer. Plus axe on /analyzer with results and on /analysis/{id}.
 */

test.describe.configure({ timeout: 180_000 });

const ARGUMENT =
  "Every city that built protected bike lanes saw traffic deaths fall. " +
  "Therefore our city should build protected bike lanes, because they will save lives.";

const argumentBox = (page: Page) => page.getByRole("textbox", { name: "Enter your argument below" });
const analyzeButton = (page: Page) => page.getByRole("button", { name: "Analyze Argument" });
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Analyzer navigation and history" });
const historyEntries = (page: Page) =>
  sidebar(page).getByRole("list", { name: "Recent analyses" }).getByRole("listitem");

/** Types the argument, runs it and waits for the results area. */
async function analyze(page: Page, text: string) {
  await argumentBox(page).fill(text);
  await analyzeButton(page).click();
  await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible({ timeout: 60_000 });
}

test("signed out: Analyze Argument sends the visitor to /login with the notice, and signing in returns to /analyzer", async ({
  page,
  registerAndVerify,
  user,
  playwright,
  app,
}) => {
  // The account exists (through a separate client), but this browser is signed out.
  const api = await playwright.request.newContext({ baseURL: app.url });
  await registerAndVerify(api, user);
  await api.dispose();

  await page.goto("/analyzer");
  await expect(page.getByRole("heading", { level: 1, name: "Argument Analyzer" })).toBeVisible();
  await expect(argumentBox(page)).toHaveAttribute("placeholder", "Type or paste your argument here...");
  await argumentBox(page).fill(ARGUMENT);
  await analyzeButton(page).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Authentication Required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please sign in to view your analysis results", { exact: true })).toBeVisible();

  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/analyzer$/);
  await expect(argumentBox(page)).toBeVisible();
  await expect(sidebar(page).getByText(user.email)).toBeVisible();
});

test("signed out: an empty argument gets the error and no trip to /login", async ({ page }) => {
  await page.goto("/analyzer");
  await analyzeButton(page).click();
  const error = page.getByRole("alert").filter({ hasText: "Please enter an argument to analyze." });
  await expect(error).toBeVisible();
  await expect(error.getByText("Error", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/analyzer$/);
});

test("signed in: analyze, see the results, reopen from history, delete it", async ({ page, signedIn }) => {
  const me = await signedIn(page);
  await page.goto("/analyzer");
  await expect(page.getByRole("heading", { level: 1, name: "Argument Analyzer" })).toBeVisible();
  await expect(sidebar(page).getByText("No previous analyses yet")).toBeVisible();
  await expect(sidebar(page).getByText(me.email)).toBeVisible();
  await expect(sidebar(page).getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByText("What this tool can do")).toBeVisible();
  await expect(page.getByText("How to use")).toBeVisible();

  // Empty and whitespace-only input: the spec's error, no call.
  await analyzeButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter an argument to analyze." })).toBeVisible();
  await argumentBox(page).fill("   \n  ");
  await analyzeButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter an argument to analyze." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Analysis Results" })).toHaveCount(0);

  await analyze(page, ARGUMENT);
  await expect(page.getByRole("alert").filter({ hasText: "Please enter an argument to analyze." })).toHaveCount(0);

  // The four summary cards.
  for (const card of ["Conclusion Type", "Logical Flaw", "Counter Argument", "Method of Reasoning"]) {
    await expect(page.getByRole("heading", { level: 3, name: card, exact: true }).first()).toBeVisible();
  }
  // 'Your Argument' with Original and Improved Version.
  const yours = page.getByRole("region", { name: "Your Argument" });
  await expect(yours.getByRole("tab", { name: "Original" })).toBeVisible();
  await expect(yours.getByRole("tab", { name: "Improved Version" })).toBeVisible();
  await expect(yours.getByText(/protected bike lanes/).first()).toBeVisible();
  await yours.getByRole("tab", { name: "Improved Version" }).click();
  await expect(yours.getByRole("tab", { name: "Improved Version" })).toHaveAttribute("aria-selected", "true");
  await expect(yours.getByRole("tabpanel")).toContainText("bike lanes");
  // 'Argument Structure': CONCLUSION, HIDDEN ASSUMPTIONS, PREMISES.
  const structure = page.getByRole("region", { name: "Argument Structure" });
  await expect(structure).toBeVisible();
  for (const part of ["CONCLUSION", "HIDDEN ASSUMPTIONS", "PREMISES"]) {
    await expect(structure.getByRole("heading", { name: part, exact: true })).toBeVisible();
  }
  // Hidden Assumptions with its 'N found' badge.
  await expect(page.getByRole("region", { name: "Hidden Assumptions" }).getByText(/^\d+ found$/)).toBeVisible();
  // 'Logical Components Breakdown' with its four columns.
  const breakdown = page.getByRole("region", { name: "Logical Components Breakdown" });
  const table = breakdown.getByRole("table");
  for (const column of ["Component", "Description", "Category", "Importance"]) {
    await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  // Renamed types (spec 001 §2): never 'Unstated Rule' or 'Implicit Premise' on screen.
  await expect(table.getByText("Unstated Rule", { exact: true })).toHaveCount(0);
  await expect(table.getByText("Implicit Premise", { exact: true })).toHaveCount(0);

  // The history gets the entry: 'Just now', the argument, and it is the current one.
  await expect(sidebar(page).getByText("No previous analyses yet")).toHaveCount(0);
  await expect(historyEntries(page)).toHaveCount(1);
  const entry = historyEntries(page).first();
  await expect(entry.getByText("Just now", { exact: true })).toBeVisible();
  await expect(entry.getByText(/Every city that built protected bike lanes/)).toBeVisible();
  await expect(entry.getByRole("button", { name: "Delete analysis" })).toHaveAttribute("title", "Delete analysis");

  // Clicking it opens /analysis/{id} with 'Analysis Details'.
  await entry.getByRole("button", { name: /Just now/ }).click();
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analysis Details" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Original Argument" })).toContainText("protected bike lanes");
  for (const card of ["Conclusion Type", "Logical Flaw", "Counter Argument", "Hidden Assumptions"]) {
    await expect(page.getByRole("heading", { level: 3, name: card, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Argument Structure" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Logic Breakdown" })).toBeVisible();

  // Back to /analyzer.
  await page.getByRole("link", { name: "Back to Analyzer" }).click();
  await expect(page).toHaveURL(/\/analyzer$/);
  await expect(historyEntries(page)).toHaveCount(1);

  // Delete through the (x) button and the confirmation; Cancel first keeps it.
  await historyEntries(page).first().getByRole("button", { name: "Delete analysis" }).click();
  let confirm = page.getByRole("dialog", { name: "Delete analysis" });
  await expect(confirm.getByText("Are you sure you want to delete this analysis?", { exact: true })).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(historyEntries(page)).toHaveCount(1);

  await historyEntries(page).first().getByRole("button", { name: "Delete analysis" }).click();
  confirm = page.getByRole("dialog", { name: "Delete analysis" });
  await expect(confirm.getByText("Are you sure you want to delete this analysis?", { exact: true })).toBeVisible();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(sidebar(page).getByText("No previous analyses yet")).toBeVisible();

  // Gone on the server too: a reload shows the empty history.
  await page.reload();
  await expect(sidebar(page).getByText("No previous analyses yet")).toBeVisible();
});

test("a text that is not an argument is answered with what is missing, not invented findings", async ({
  page,
  signedIn,
}) => {
  await signedIn(page);
  await page.goto("/analyzer");
  await analyze(page, "Hello");
  const note = page.getByRole("alert").filter({ hasText: "This text has no argument to analyze:" });
  await expect(note).toBeVisible();
  await expect(note).toContainText("greeting");
  await expect(page.getByRole("region", { name: "Hidden Assumptions" }).getByText("0 found")).toBeVisible();
});

test("/analysis/<unknown id> shows 'Analysis Not Found' with 'Back to Analyzer'", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto(`/analysis/${randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible();
  const back = page.getByRole("link", { name: "Back to Analyzer" });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/analyzer$/);
});

test("another user's analysis is 'Analysis Not Found' too", async ({
  page,
  signedIn,
  browser,
  app,
  registerAndVerify,
}) => {
  await signedIn(page);
  await page.goto("/analyzer");
  await analyze(page, ARGUMENT);
  await expect(historyEntries(page)).toHaveCount(1);
  await historyEntries(page)
    .first()
    .getByRole("button", { name: /Just now/ })
    .click();
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/);
  const url = page.url();

  const context = await browser.newContext({ baseURL: app.url });
  const stranger = await context.newPage();
  const someoneElse = await registerAndVerify(stranger.request, newUser("stranger"));
  await signInViaApi(stranger.request, app.url, someoneElse);
  await stranger.goto(url);
  await expect(stranger.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible();
  await context.close();
});

test("axe: /analyzer with results and /analysis/{id} have no serious or critical violation", async ({
  page,
  signedIn,
}) => {
  await signedIn(page);
  await page.goto("/analyzer");
  await analyze(page, ARGUMENT);
  await expect(historyEntries(page)).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Logical Components Breakdown" }).getByRole("table")).toBeVisible();
  const found = (await seriousViolations(page)).map((v) => `[/analyzer with results] ${v}`);

  await historyEntries(page).first().getByRole("button", { name: "Delete analysis" }).click();
  await expect(page.getByRole("dialog", { name: "Delete analysis" })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[delete confirmation] ${v}`));
  await page.getByRole("dialog", { name: "Delete analysis" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await historyEntries(page)
    .first()
    .getByRole("button", { name: /Just now/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Analysis Details" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Logic Breakdown" })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[/analysis/{id}] ${v}`));

  await page.goto(`/analysis/${randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[/analysis/<unknown>] ${v}`));

  expect(found).toEqual([]);
});
