import { expect, test } from "../fixtures";
import { apiPost, signInViaUi } from "../fixtures/users";

test("delete account: type DELETE + password, then /login after 3 s, and sign-in is refused", async ({
  page,
  app,
  signedIn,
}) => {
  const user = await signedIn(page);
  await page.goto("/profile");
  await expect(page.getByText("Danger Zone")).toBeVisible();
  await page.getByRole("button", { name: "Delete Account" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Lower case is refused with the spec's sentence.
  await dialog.getByLabel(/type delete/i).fill("delete");
  await dialog.getByLabel(/password/i).fill(user.password);
  await dialog
    .getByRole("button", { name: /delete/i })
    .last()
    .click();
  await expect(page.getByText("Please type DELETE in all caps to confirm account deletion.")).toBeVisible();

  await dialog.getByLabel(/type delete/i).fill("DELETE");
  await dialog
    .getByRole("button", { name: /delete/i })
    .last()
    .click();
  await expect(page.getByText("Account deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await signInViaUi(page, user.email, user.password);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  const login = await apiPost(page.request, app.url, "/auth/login", { email: user.email, password: user.password });
  expect(login.status).toBe(401);
  // The session that deleted the account is gone too.
  const session = await page.request.get("/api/auth/session");
  expect((await session.json()).user).toBeNull();
});

test("a wrong password keeps the account", async ({ page, app, signedIn }) => {
  const user = await signedIn(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/type delete/i).fill("DELETE");
  await dialog.getByLabel(/password/i).fill(`${user.password}-wrong`);
  await dialog
    .getByRole("button", { name: /delete/i })
    .last()
    .click();
  await expect(page.getByText(/Incorrect password\.|Failed to delete account/)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const login = await apiPost(page.request, app.url, "/auth/login", { email: user.email, password: user.password });
  expect(login.status).toBe(200);
});
