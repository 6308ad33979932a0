import { expect, test } from "../fixtures";
import { apiPost, signInViaUi } from "../fixtures/users";

test("forgot password: security answer, mailed link, new password; the old one is refused", async ({
  page,
  mail,
  user,
  app,
  registerAndVerify,
}) => {
  await registerAndVerify(page.request, user);
  const newPassword = `${user.password}-Renewed`;

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(user.securityQuestion)).toBeVisible();
  await page.getByLabel(/answer/i).fill(user.securityAnswer.toUpperCase());
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Different Email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();

  const message = await mail.waitFor(user.email, /reset/i);
  await page.goto(mail.link(message, "/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel(/confirm/i).fill(newPassword);
  await page.getByRole("button", { name: /reset password/i }).click();
  await expect(
    page.getByText("Password has been reset successfully! You can now sign in with your new password."),
  ).toBeVisible();
  // The spec: to /login after 3 seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await signInViaUi(page, user.email, user.password);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInViaUi(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

  // The link was single use.
  const reused = await apiPost(page.request, app.url, "/auth/reset-password", {
    token: new URL(mail.link(message, "/reset-password")).searchParams.get("token"),
    newPassword: `${newPassword}-Again`,
  });
  expect(reused.status).toBe(400);
});

test("a wrong security answer is refused and sends no mail", async ({ page, mail, user, registerAndVerify }) => {
  await registerAndVerify(page.request, user);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/answer/i).fill("not the answer");
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByText("Incorrect security answer.")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  expect(mail.messages.filter((m) => m.to.includes(user.email) && /reset/i.test(m.subject))).toHaveLength(0);
});

test("an unknown address is told so", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("No account found with this email address.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in instead" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a reset page without a token offers a new request", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await page.getByRole("link", { name: "Request New Reset" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
