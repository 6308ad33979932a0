import { expect, test } from "../fixtures";
import { signInViaUi } from "../fixtures/users";

test("a signed-out visit to /profile goes to /login, and signing in returns to /profile", async ({
  page,
  registerAndVerify,
  user,
}) => {
  await registerAndVerify(page.request, user);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);

  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(user.email).first()).toBeVisible();
});

for (const path of ["/dashboard", "/admin"]) {
  test(`${path} is behind the login guard`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  });
}
