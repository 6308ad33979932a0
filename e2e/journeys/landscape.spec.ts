import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";

/**
 * Spec 001 §2 "Landscape", §5 (the button is disabled until an area is chosen), §8 ('Analysis Unavailable' with
 * 'Clear Message', here only on a real failure), §9 (the ten areas), on the shipped corpus: Biotechnology holds 281
 * patents published 2005–2018 (the index's publications end on 2018-06-19), 3 of them with an assignee on record.
 */

const areaSelect = (page: Page) => page.getByRole("combobox", { name: "Technology area" });
const analyzeButton = (page: Page) => page.getByRole("button", { name: "Analyze Landscape" });

async function choose(page: Page, option: string) {
  await areaSelect(page).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function csvOf(page: Page, caption: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: `Download CSV: ${caption}` }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, "utf8") };
}

test("the button waits for an area; Biotechnology's four tabs with their figures, tables and CSV files", async ({
  page,
}, testInfo) => {
  await page.goto("/patent-buddy/analysis");
  await expect(page.getByRole("heading", { level: 1, name: "Patent Landscape Analysis" })).toBeVisible();
  await expect(analyzeButton(page)).toBeDisabled();
  await areaSelect(page).click();
  for (const name of [
    "Artificial Intelligence",
    "Machine Learning",
    "Blockchain",
    "Internet of Things",
    "Cybersecurity",
    "Biotechnology",
    "Clean Energy",
    "Robotics",
    "Quantum Computing",
    "Augmented Reality",
  ])
    await expect(page.getByRole("option", { name, exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await seriousViolations(page)).toEqual([]);

  await choose(page, "Biotechnology");
  await expect(analyzeButton(page)).toBeEnabled();
  await analyzeButton(page).click();
  await expect(page).toHaveURL(/area=biotechnology/);

  // Overview: the figures the page rests on, the summary, CPC codes with their titles.
  await expect(page.getByRole("heading", { name: "Biotechnology: 281 patents" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Patents", exact: true })).toContainText("281");
  await expect(page.getByRole("region", { name: "Assignees", exact: true })).toContainText(
    "on record for 3 of 281 patents",
  );
  await expect(page.getByRole("region", { name: "Growth rate", exact: true })).toContainText("+58%");
  await expect(page.getByRole("region", { name: "Growth rate", exact: true })).toContainText(
    "2015–2017 (103) vs 2012–2014 (65)",
  );
  const summary = page.getByRole("region", { name: "What the data show" });
  await expect(summary).toContainText("The index holds 281 patents in Biotechnology, published 2005–2018.");
  await expect(summary).toContainText("Publications rose 58% from 2012–2014 (65) to 2015–2017 (103).");
  const topCpc = page.getByRole("table", { name: "Top CPC subgroups" });
  await expect(topCpc.getByRole("row").nth(1)).toContainText("C12Q1/68");
  await expect(topCpc.getByRole("row").nth(1)).toContainText("involving nucleic acids");
  await expect(topCpc.getByRole("row").nth(1)).toContainText("56");
  await expect(page.getByRole("region", { name: "How “Biotechnology” is found" })).toContainText(
    "C12N Microorganisms or enzymes",
  );
  const cpcCsv = await csvOf(page, "Top CPC subgroups");
  expect(cpcCsv.name).toBe("landscape-biotechnology-top-cpc-subgroups.csv");
  expect(cpcCsv.text.split("\r\n")[0]).toBe("\uFEFFCPC subgroup,Patents,Share");
  expect(cpcCsv.text.split("\r\n")[1]).toMatch(/^"?C12Q1\/68 .*involving nucleic acids"?,56,0\.1993$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("landscape-overview-1280.png"), fullPage: true });

  // Trends: the chart, the incomplete year marked, the table and its CSV.
  await page.getByRole("tab", { name: "Trends" }).click();
  await expect(page).toHaveURL(/tab=trends/);
  await expect(page.getByRole("heading", { name: "Growth rate: +58%" })).toBeVisible();
  await expect(
    page
      .getByRole("img", { name: /^Line chart of patents published/ })
      .locator("svg")
      .first(),
  ).toBeVisible();
  await expect(page.getByText("2018: the index's publications end on 2018-06-19")).toBeVisible();
  const years = page.getByRole("table", { name: "Patents per year" });
  await expect(years.getByRole("row").filter({ hasText: "2018*" })).toBeVisible();
  await expect(years.getByRole("row").filter({ hasText: "2016" })).toContainText("45");
  const yearsCsv = await csvOf(page, "Patents per year");
  expect(yearsCsv.text).toContain("Year,Published,Filed,Granted,Share,Incomplete");
  expect(yearsCsv.text).toContain("2018,9,0,9,");
  expect(yearsCsv.text).toContain("the index's publications end on 2018-06-19");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("landscape-trends-1280.png"), fullPage: true });

  // Opportunities: rising sub-areas with their evidence and links to their patents.
  await page.getByRole("tab", { name: "Opportunities" }).click();
  const rising = page.getByRole("list", { name: "Rising sub-areas" });
  const first = rising.getByRole("listitem").first();
  await expect(first).toContainText("Assignees unknown");
  await expect(first).toContainText(/\d+ → \d+/);
  const patentLink = first.getByRole("link", { name: /^Open US\d+ in Patent Search$/ }).first();
  const number = ((await patentLink.textContent()) ?? "").trim();
  await expect(patentLink).toHaveAttribute("href", `/patent-buddy/search?q=${number}&mode=number`);
  const wsCsv = await csvOf(page, "Rising sub-areas");
  expect(wsCsv.text.split("\r\n")[0]).toBe(
    "\uFEFFCPC main group,Patents,Prior → recent,Assignees,Per year,Newest patents",
  );
  expect(wsCsv.text).toContain(number);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("landscape-opportunities-1280.png"), fullPage: true });

  // Competitive: the 3 assignees on record, with share, trend and main CPC subgroups.
  await page.getByRole("tab", { name: "Competitive" }).click();
  await expect(page.getByText("Assignees are on record for 3 of 281 patents", { exact: false })).toBeVisible();
  const assignees = page.getByRole("table", { name: "Top assignees" });
  await expect(assignees.getByRole("row")).toHaveCount(4);
  await expect(assignees.getByRole("row").nth(1)).toContainText("33%");
  const assigneesCsv = await csvOf(page, "Top assignees");
  expect(assigneesCsv.text.split("\r\n")).toHaveLength(4);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("landscape-competitive-1280.png"), fullPage: true });

  // The opportunity's patent opens in Patent Search.
  await page.getByRole("tab", { name: "Opportunities" }).click();
  await page
    .getByRole("link", { name: `Open ${number} in Patent Search` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/patent-buddy/search\\?q=${number}&mode=number`));
  await expect(page.getByText(number).first()).toBeVisible();
});

test("thin data says how to import more; an area the index lacks says so; a custom CPC code", async ({ page }) => {
  await page.goto("/patent-buddy/analysis?area=machine-learning");
  const thin = page.getByRole("status").filter({ hasText: "Thin data" });
  await expect(thin).toContainText("Only 6 patents in the index match Machine Learning");
  await expect(thin).toContainText("npm run patents:import -- FILE…");
  expect(await seriousViolations(page)).toEqual([]);

  await choose(page, "Blockchain");
  await analyzeButton(page).click();
  await expect(page.getByRole("heading", { name: "No patents in the index for Blockchain" })).toBeVisible();
  await expect(page.getByText("npm run patents:import -- FILE…")).toBeVisible();

  await choose(page, "A CPC code…");
  await expect(analyzeButton(page)).toBeDisabled();
  await page.getByRole("textbox", { name: "CPC code" }).fill("Y02E60/10");
  await analyzeButton(page).click();
  await expect(page).toHaveURL(/cpc=Y02E60%2F10/);
  await expect(page.getByRole("heading", { name: /^CPC Y02E60\/10: \d+ patents$/ })).toBeVisible();
  // Named by its path: its main group's title leads its own.
  await expect(page.getByRole("region", { name: "How “CPC Y02E60/10” is found" })).toContainText(
    /Y02E60\/10 Enabling technologies.* › Energy storage using batteries/,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("a real failure: 'Analysis Unavailable' with the server's reason; Clear Message clears it", async ({ page }) => {
  // An address the server refuses (not a CPC code): the page shows the server's own reason.
  await page.goto("/patent-buddy/analysis?cpc=XYZ");
  const alert = page.getByRole("alert").filter({ hasText: "Analysis Unavailable" });
  await expect(alert).toContainText("Not a CPC code (e.g. H01M, H01M10/00 or G06N3/08)");
  expect(await seriousViolations(page)).toEqual([]);
  await alert.getByRole("button", { name: "Clear Message" }).click();
  await expect(alert).toBeHidden();
  await expect(page).not.toHaveURL(/cpc=/);
  // A successful analysis shows no such message.
  await page.goto("/patent-buddy/analysis?area=robotics");
  await expect(page.getByRole("heading", { name: /^Robotics: \d+ patents$/ })).toBeVisible();
  await expect(page.getByText("Analysis Unavailable")).toHaveCount(0);
});

test("at 375 px every tab fits: nothing scrolls sideways", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/patent-buddy/analysis?area=cybersecurity");
  await expect(page.getByRole("heading", { name: /^Cybersecurity: \d+ patents$/ })).toBeVisible();
  for (const tab of ["Overview", "Trends", "Opportunities", "Competitive"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("region").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath(`landscape-${tab.toLowerCase()}-375.png`), fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);
});
