import { expect, ODP_VALID_KEY, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";

/** Spec 001 §2 "API config", §5, §8, §9: the user's USPTO key, tested against a replay of the Open Data Portal. */

test("signed out, the page explains and asks to sign in instead of showing the form", async ({ page }) => {
  await page.goto("/patent-buddy/api-config");
  await expect(page.getByRole("heading", { level: 1, name: "USPTO API Configuration" })).toBeVisible();
  await expect(page.getByText("Please sign in to save a USPTO API key of your own.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "USPTO API key" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "getting-started page" })).toHaveAttribute(
    "href",
    "https://data.uspto.gov/apis/getting-started",
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("save, test and clear a key: masked status, the spec's messages, buttons disabled when blank", async ({
  page,
  signedIn,
  odp,
}, testInfo) => {
  await signedIn(page);
  await page.goto("/patent-buddy/api-config");
  await expect(page.getByRole("heading", { level: 1, name: "USPTO API Configuration" })).toBeVisible();
  const status = page.getByRole("region", { name: "Current status" });
  await expect(status.getByText("Not configured").first()).toBeVisible();
  await expect(status.getByText("Without a key, patent searches use the built-in local index.")).toBeVisible();

  const input = page.getByRole("textbox", { name: "USPTO API key" });
  const save = page.getByRole("button", { name: "Save Key" });
  const testKey = page.getByRole("button", { name: "Test Key" });
  const clear = page.getByRole("button", { name: "Clear" });
  await expect(input).toHaveAttribute("type", "password");
  await expect(save).toBeDisabled();
  await expect(testKey).toBeDisabled();
  await expect(clear).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  // A key the office refuses: the test says why.
  await input.fill("not-a-real-key-0000");
  await expect(save).toBeEnabled();
  await testKey.click();
  await expect(page.getByText("❌ API key test failed: USPTO API key is invalid or expired")).toBeVisible();

  // The show/hide toggle, by keyboard.
  await input.fill(ODP_VALID_KEY);
  await page.getByRole("button", { name: "Show API key" }).focus();
  await page.keyboard.press("Enter");
  await expect(input).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide API key" }).press("Enter");
  await expect(input).toHaveAttribute("type", "password");

  await save.click();
  await expect(page.getByText("API key saved successfully!")).toBeVisible();
  await expect(status.getByText("Configured", { exact: true })).toBeVisible();
  await expect(status.getByText("••••••••ABCD")).toBeVisible();
  await expect(status.getByText("Your key", { exact: true })).toBeVisible();
  // The banner goes after 3 seconds.
  await expect(page.getByText("API key saved successfully!")).toBeHidden({ timeout: 6_000 });

  await testKey.click();
  await expect(page.getByText("✅ API key is valid and working!")).toBeVisible();
  expect(odp.requests.at(-1)?.apiKey).toBe(ODP_VALID_KEY);

  // The office rate-limits: its sentence reaches the page.
  odp.fail({ status: 429, retryAfter: "30" });
  await testKey.click();
  await expect(
    page.getByText("❌ API key test failed: USPTO API rate limit exceeded. Please try again later."),
  ).toBeVisible();
  odp.reset();

  // The key is never sent back whole: a reload shows the masked key and an empty field.
  await page.reload();
  await expect(status.getByText("••••••••ABCD")).toBeVisible();
  await expect(input).toHaveValue("");
  expect(await page.content()).not.toContain(ODP_VALID_KEY);
  expect(await seriousViolations(page)).toEqual([]);

  await page.screenshot({ path: testInfo.outputPath("api-config-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(save).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath("api-config-375.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await clear.click();
  await expect(page.getByText("Your API key was removed.")).toBeVisible();
  await expect(status.getByText("Not configured").first()).toBeVisible();
  await expect(status.getByText("Without a key, patent searches use the built-in local index.")).toBeVisible();
});

test("a failed save shows 'Failed to save API key: {message}'", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto("/patent-buddy/api-config");
  await page.route("**/api/patent-office/key", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 400, json: { success: false, error: "Please enter a valid API key" } })
      : route.fallback(),
  );
  await page.getByRole("textbox", { name: "USPTO API key" }).fill("some-key-123456789");
  await page.getByRole("button", { name: "Save Key" }).click();
  await expect(page.getByText("Failed to save API key: Please enter a valid API key")).toBeVisible();
});
