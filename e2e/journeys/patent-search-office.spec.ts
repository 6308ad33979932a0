import type { Page } from "@playwright/test";
import { expect, ODP_VALID_KEY, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";

/**
 * Spec 001 §4 "Source selection" and §8: with the user's USPTO key the office answers the search; when it fails,
 * the built-in index answers and the yellow notice says so. The office is the worker's loopback replay.
 */

async function saveKey(page: Page) {
  await page.goto("/patent-buddy/api-config");
  await page.getByRole("textbox", { name: "USPTO API key" }).fill(ODP_VALID_KEY);
  await page.getByRole("button", { name: "Save Key" }).click();
  await expect(page.getByText("API key saved successfully!")).toBeVisible();
}

const results = (page: Page) => page.getByRole("article");

test("with a key the office answers; when it fails (500) the built-in index answers with the dismissible notice", async ({
  page,
  signedIn,
  odp,
}) => {
  await signedIn(page);
  await saveKey(page);

  await page.goto("/patent-buddy/search?q=generalization");
  await expect(page.getByText("USPTO Open Data Portal · Connected")).toBeVisible();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText(
    "CERTIFIABLE OUT-OF-DISTRIBUTION GENERALIZATION METHOD, MEDIUM, AND ELECTRONIC DEVICE",
  );
  await expect(results(page).first()).toContainText("US20240362478");
  await expect(results(page).first()).toContainText("Claims and citations: not in the USPTO record");
  await expect(results(page).first()).toContainText("Learning methods");
  await expect(page.getByText(/USPTO API is currently unavailable/)).toHaveCount(0);

  // The office's result opens with the office's record, asked for by its application number.
  await results(page).first().getByRole("button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /CERTIFIABLE OUT-OF-DISTRIBUTION/ })).toBeVisible();
  await expect(dialog.getByText("US20240362478", { exact: true })).toBeVisible();
  await expect(dialog.getByText("18597857", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  odp.fail({ status: 500 });
  try {
    await page.goto("/patent-buddy/search?q=bicycle+frame");
    const notice = page.getByRole("alert").filter({ hasText: "USPTO API is currently unavailable" });
    await expect(notice).toContainText(
      "USPTO API is currently unavailable. Using the built-in patent index instead. Results may vary.",
    );
    await expect(notice).toContainText("Reason: USPTO API error: 500 - Internal Server Error");
    await expect(page.getByText("USPTO Open Data Portal · Connection error")).toBeVisible();
    await expect(page.getByText("Built-in patent index · Connected")).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toBeHidden();
    await expect(results(page).first()).toBeVisible();
  } finally {
    odp.reset();
  }
});
