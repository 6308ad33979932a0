import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";

/** Spec 001 §2 "Search", §4 (search states), §8 (search texts), on the shipped corpus. */

// A journey here searches, opens a patent and runs accessibility scans: on a loaded 2-core machine the longest took
// just over the default 60 s, so these get 120 s, as the other long journeys do.
test.describe.configure({ timeout: 120_000 });

const searchBox = (page: Page) => page.getByRole("textbox", { name: /^Search by/ });
const search = async (page: Page, mode: string, text: string) => {
  await page
    .locator("label")
    .filter({ hasText: new RegExp(`^${mode}$`) })
    .click();
  await expect(page.getByRole("radio", { name: mode })).toBeChecked();
  await searchBox(page).fill(text);
  await searchBox(page).press("Enter");
};
const results = (page: Page) => page.getByRole("article");

test("the empty state, then a keyword search ranked by relevance, and the patent's details", async ({ page }) => {
  await page.goto("/patent-buddy/search");
  await expect(page.getByRole("heading", { level: 1, name: "AI Patent Search" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Start Your Search" })).toBeVisible();
  // An empty search does nothing.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Start Your Search" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await search(page, "Keyword", "coherent laser detection and ranging with quadrature components");
  const first = results(page).first();
  await expect(first).toContainText("Coherent LADAR using intra-pixel quadrature detection");
  await expect(first).toContainText("US10000000");
  await expect(first).toContainText(/\d+% match/);
  await expect(first).toContainText("Inventors: Joseph Marron");
  await expect(first).toContainText("Assignee: Raytheon Company");
  await expect(first).toContainText(/Filed March 10, 2015/);
  await expect(page.getByText("Sorted by relevance")).toBeVisible();
  await expect(page.getByText("Built-in patent index · Connected")).toBeVisible();
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  await expect(page).toHaveURL(/\?q=coherent/);
  expect(await seriousViolations(page)).toEqual([]);

  const opener = first.getByRole("button");
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "Coherent LADAR using intra-pixel quadrature detection" }),
  ).toBeVisible();
  await expect(dialog.getByText("Classification (CPC)")).toBeVisible();
  await expect(dialog.getByText("G01S7/4863")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the modal's AI Patentability Analysis compares the keyword search with the patent; another description can be analysed", async ({
  page,
}) => {
  await page.goto("/patent-buddy/search");
  await search(page, "Keyword", "coherent laser detection and ranging with quadrature components");
  await results(page).first().getByRole("button").click();
  const dialog = page.getByRole("dialog");
  const panel = dialog.getByRole("region", { name: "AI Patentability Analysis" });
  await expect(panel.getByRole("textbox", { name: "Describe your invention" })).toHaveValue(
    "coherent laser detection and ranging with quadrature components",
  );
  await expect(panel.getByText("not a legal opinion", { exact: false })).toBeVisible();
  await expect(panel.getByText("out of 100", { exact: true })).toBeVisible();
  await expect(panel.getByRole("progressbar", { name: /^Overall score: \d+ out of 100$/ })).toBeVisible();
  for (const name of ["Novelty", "Non-obviousness", "Utility", "Written description", "Enablement"])
    await expect(panel.getByRole("heading", { name, exact: true })).toBeVisible();
  // Every element of the query is in this patent: it would anticipate, and the screen says why.
  await expect(
    panel.getByText("All 2 elements of your description appear in this patent", { exact: false }),
  ).toBeVisible();
  const element = panel.getByRole("listitem").filter({ hasText: "quadrature components" }).first();
  await expect(element).toContainText("Disclosed · 100% match");
  await expect(element).toContainText(/Abstract|Claim \d+|Title/);
  await expect(element.locator("mark").first()).toContainText(/quadrature/i);
  await expect(panel.getByRole("heading", { name: "Recommendations" })).toBeVisible();
  await expect(
    panel.getByText(
      "This patent discloses every element you described: add the feature that makes yours different, and build your description around it.",
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another description, typed in the modal: what this patent lacks becomes the advice.
  await panel
    .getByRole("textbox", { name: "Describe your invention" })
    .fill("A bicycle lamp powered by a dynamo mounted on the front wheel.");
  await panel.getByRole("button", { name: "Analyze" }).click();
  await expect(
    panel.getByText("Emphasise 'bicycle lamp': this patent does not disclose it, so it can set your invention apart."),
  ).toBeVisible();
  const novelty = panel.getByRole("heading", { name: "Novelty", exact: true }).locator("xpath=../..");
  await expect(novelty).toContainText("High");
  await expect(novelty).toContainText("Compared with this patent");
  await expect(panel.getByRole("listitem").filter({ hasText: "dynamo" }).first()).toContainText("Not found");
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a patent found by number has no description to analyse: the modal asks for one", async ({ page }) => {
  await page.goto("/patent-buddy/search");
  await search(page, "Patent Number", "US 10,000,000 B2");
  const dialog = page.getByRole("dialog");
  await results(page).first().getByRole("button").click();
  await expect(dialog.getByRole("textbox", { name: "Describe your invention" })).toHaveValue("");
  await expect(
    dialog.getByText("Describe your invention and press Analyze to compare it with this patent, element by element."),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Analyze" })).toBeDisabled();
});

test("inventor, patent number and assignee modes; a record without a title shows a labelled excerpt", async ({
  page,
}) => {
  await page.goto("/patent-buddy/search");
  await search(page, "Inventor", "Joseph Marron");
  await expect(results(page).first()).toContainText("US10000000");

  await search(page, "Patent Number", "US 10,000,000 B2");
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText("Coherent LADAR");

  await search(page, "Assignee", "Raytheon");
  await expect(results(page).first()).toContainText("Raytheon");

  await search(page, "Patent Number", "8247052");
  await expect(results(page).first()).toContainText("Abstract excerpt");
  await expect(results(page).first()).toContainText("Certain embodiments of the present technology provide a cable");
});

test("a filter narrows the results, and a search that finds nothing says so", async ({ page }) => {
  await page.goto("/patent-buddy/search?q=chair");
  await expect(results(page).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Patent Type" }).selectOption("design");
  await expect(page).toHaveURL(/patentType=design/);
  await expect(results(page).first()).toContainText(/S1/);
  await search(page, "Keyword", "xqzvw nonexistentterm");
  await expect(
    page.getByText("No patents found matching your search criteria. Try different keywords or search terms."),
  ).toBeVisible();
});

test("at 375 px the search is usable and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/patent-buddy/search?q=bicycle");
  await expect(results(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
});
