import { expect, test } from "../fixtures";
import { signInViaUi } from "../fixtures/users";

test("the setup link printed at first start creates the first super user, who sees the Admin link", async ({
  page,
  superUser,
  app,
}) => {
  expect(await app.setupUrl()).toContain("/setup?token=");
  await page.goto("/login");
  await signInViaUi(page, superUser.email, superUser.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Admin", { exact: true }).first()).toBeVisible();
});
