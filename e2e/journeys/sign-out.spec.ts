import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/**
 * Spec 000 §2: signing out goes to /. From a guarded page this used to race: the session was cleared while the
 * navigation to / (a lazy route, rendered in a React transition) had not committed yet, so the login guard still
 * on screen sent the user to /login instead. The race is forced here: the home page's chunk arrives late and the
 * CPU is slowed down, so rendering / takes long while the sign-out request comes back at once.
 */
async function slowDownHome(page: Page) {
  await page.route(/\/assets\/home-page-[^/]*\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
}

async function expectSignedOutAtHome(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: /See why your patent might be rejected/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  const session = await page.request.get("/api/auth/session");
  expect((await session.json()).user).toBeNull();
}

for (const path of ["/profile", "/dashboard"]) {
  test(`signing out from ${path} ends on /, not on /login, even when / is slow to load`, async ({ page, signedIn }) => {
    await signedIn(page);
    await page.goto(path);
    const menu = page.getByRole("button", { name: /Account menu/ });
    await menu.click();
    await slowDownHome(page);
    const loggedOut = page.waitForResponse((r) => r.url().endsWith("/api/auth/logout"));
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await loggedOut;
    await expectSignedOutAtHome(page);
  });
}

test("signing out from the dashboard's sidebar ends on /, even when / is slow to load", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto("/dashboard");
  const sidebarSignOut = page.getByRole("button", { name: "Sign out", exact: true });
  await expect(sidebarSignOut).toBeVisible();
  await slowDownHome(page);
  const loggedOut = page.waitForResponse((r) => r.url().endsWith("/api/auth/logout"));
  await sidebarSignOut.click();
  await loggedOut;
  await expectSignedOutAtHome(page);
});

test("after signing out, a guarded page still sends to /login", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expectSignedOutAtHome(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});
