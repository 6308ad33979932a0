import { expect, test } from "../fixtures";

test("an unknown address answers 404 and shows the not-found page with a way back home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  // Inside the shared layout: the top bar and the footer are still there.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown API path answers a JSON 404, not the web page", async ({ request }) => {
  const response = await request.get("/api/no-such-route");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false });
});
