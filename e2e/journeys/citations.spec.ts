import type { Page } from "@playwright/test";
import { expect, ODP_VALID_KEY, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";

/**
 * Spec 001 §2 "Citations", §5 (blank input disables the button), §8 "Citation page", §9 "Citation metrics", on the
 * shipped corpus. US11646472 cites 296 documents; one of them, US8501339, is in the corpus.
 */

const PATENT = "US11646472";
const numberBox = (page: Page) => page.getByRole("textbox", { name: "Patent number" });
const analyzeButton = (page: Page) => page.getByRole("button", { name: "Analyze Citations" });

async function analyze(page: Page, number: string) {
  await numberBox(page).fill(number);
  await analyzeButton(page).click();
}

test("blank input disables the button; a patent's metrics, its citation lists and its network", async ({ page }) => {
  await page.goto("/patent-buddy/citations");
  await expect(page.getByRole("heading", { level: 1, name: "Citation Analysis" })).toBeVisible();
  await expect(analyzeButton(page)).toBeDisabled();
  await numberBox(page).fill("   ");
  await expect(analyzeButton(page)).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await analyze(page, "US 11,646,472 B2");
  await expect(page).toHaveURL(/number=US/);
  // Overview: the summary and the spec's metrics with their formulas.
  await expect(
    page.getByRole("heading", { name: "Making lithium metal—seawater battery cells", exact: false }),
  ).toBeVisible();
  await expect(page.getByText("Assignee: PolyPlus Battery Company")).toBeVisible();
  const metric = (name: string) => page.getByRole("region", { name, exact: true });
  await expect(metric("Citation count")).toContainText("296");
  await expect(metric("Citation count")).toContainText("forward + backward = 0 + 296");
  await expect(metric("H-index (spec rule)")).toContainText("148");
  await expect(metric("Influence score")).toContainText("100%");
  await expect(metric("Technology impact")).toContainText("Low");
  await expect(metric("Market relevance")).toContainText("Medium");
  await expect(metric("Innovation level")).toContainText("Low");
  expect(await seriousViolations(page)).toEqual([]);

  // Citations: the backward list, one in the index and the others outside it with their public page.
  await page.getByRole("tab", { name: "Citations" }).click();
  await expect(page).toHaveURL(/tab=citations/);
  const backward = page.getByRole("region", { name: /^Backward citations/ });
  await expect(backward.getByRole("heading", { name: "Backward citations (296)" })).toBeVisible();
  const inIndex = backward.getByRole("listitem").filter({ hasText: "US8501339" });
  await expect(inIndex).toContainText("In the index");
  await expect(inIndex.getByRole("link", { name: "Open US8501339 in Patent Search" })).toHaveAttribute(
    "href",
    "/patent-buddy/search?q=US8501339&mode=number",
  );
  await expect(backward.getByRole("listitem").first()).toContainText("US8501339");
  const outside = backward.getByRole("listitem").filter({ hasText: "US3343988" });
  await expect(outside).toContainText("US3343988 A");
  await expect(outside).toContainText("Outside the index");
  await expect(outside).toContainText("Title not in the index");
  await expect(outside).toContainText("Date September 1967");
  await expect(outside).toContainText("cited by applicant");
  await expect(outside.getByRole("link", { name: /Public page of US3343988/ })).toHaveAttribute(
    "href",
    "https://patents.google.com/patent/US3343988A",
  );
  await expect(page.getByRole("region", { name: /^Forward citations/ })).toContainText(
    "No patent in the index cites this one.",
  );
  await expect(backward.getByRole("button", { name: /^Show 50 more of 246$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Network: the graph (cytoscape's canvas) and its list alternative.
  await page.getByRole("tab", { name: "Network" }).click();
  const graph = page.getByRole("img", { name: /^Citation graph: \d+ patents and \d+ assignees/ });
  await expect(graph.locator("canvas").first()).toBeVisible();
  await expect(page.getByText(/^\d+ of 296 citations, those in the index first/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByText(/^The graph as a list \(\d+ links\)$/).click();
  const links = page.getByRole("table", { name: "Links of the citation graph" });
  await expect(links.getByRole("row").filter({ hasText: "US8501339" })).toContainText(`${PATENT}citesUS8501339`);
  await expect(links.getByRole("row").filter({ hasText: "PolyPlus Battery Company" }).first()).toContainText(
    "is the assignee of",
  );
  const connections = page.getByRole("region", { name: "Key connections" });
  await expect(connections.getByRole("row").filter({ hasText: "Prior Art" })).toContainText("US8501339");
  await expect(page.getByRole("region", { name: "Technology clusters" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("an unknown number: 'Patent not found…'; Try Again clears it", async ({ page }) => {
  await page.goto("/patent-buddy/citations");
  await analyze(page, "US1234567");
  const alert = page.getByRole("alert").filter({ hasText: "Patent not found" });
  await expect(alert).toHaveText(/Patent not found\. Please check the patent number and try again\./);
  expect(await seriousViolations(page)).toEqual([]);
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(alert).toBeHidden();
  await expect(page).not.toHaveURL(/number=/);
  await expect(numberBox(page)).toHaveValue("US1234567");
});

test("with a key the office's enriched citations join; when the office fails the yellow notice says so, with Dismiss", async ({
  page,
  signedIn,
  odp,
}) => {
  await signedIn(page);
  await page.goto("/patent-buddy/api-config");
  await page.getByRole("textbox", { name: "USPTO API key" }).fill(ODP_VALID_KEY);
  await page.getByRole("button", { name: "Save Key" }).click();
  await expect(page.getByText("API key saved successfully!")).toBeVisible();

  await page.goto(`/patent-buddy/citations?number=${PATENT}&tab=citations`);
  await expect(page.getByText("Includes the USPTO's enriched citations", { exact: false })).toBeVisible();
  // The office's references come after the index's: show the whole list.
  const more = page.getByRole("button", { name: /^Show \d+ more of \d+$/ });
  while (await more.isVisible()) await more.click();
  const office = page.getByRole("listitem").filter({ hasText: "US20130065442" });
  await expect(office).toContainText("USPTO: category Y · examiner cited · office action April 26, 2017");
  await expect(page.getByRole("heading", { name: "Backward citations (298)" })).toBeVisible();

  odp.fail({ status: 500 });
  try {
    await page.goto("/patent-buddy/citations");
    await analyze(page, "11646472");
    const notice = page.getByRole("alert").filter({ hasText: "USPTO API is currently unavailable" });
    await expect(notice).toContainText("Using the built-in patent index instead. Results may vary.");
    await expect(notice).toContainText("Reason: USPTO API error: 500 - Internal Server Error");
    await expect(page.getByRole("region", { name: "Citation count" })).toContainText("296");
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toBeHidden();
  } finally {
    odp.reset();
  }
});
