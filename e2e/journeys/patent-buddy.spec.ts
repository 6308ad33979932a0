import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";
import { apiPost } from "../fixtures/users";

/** Spec 001 §2 "Landing", §5 and §6: the Patent Buddy landing, and Create Application refused at 5 applications. */
const LIMIT_ALERT =
  "You have reached the maximum limit of 5 applications. Please delete an existing application before creating a new one.";

const TOOLS = [
  ["AI Patent Search", "/patent-buddy/search"],
  ["Patent Landscape Analysis", "/patent-buddy/analysis"],
  ["Citation Analysis", "/patent-buddy/citations"],
  ["Patent Application Wizard", "/patent-buddy/wizard"],
] as const;

const SHORTCUTS = [
  ["Search Patents", "/patent-buddy/search"],
  ["Analyze Landscape", "/patent-buddy/analysis"],
  ["Citation Analysis", "/patent-buddy/citations"],
] as const;

test.describe("Patent Buddy", () => {
  test("the landing: hero, four tool cards, benefits, shortcuts, settings and disclaimer", async ({ page }) => {
    await page.goto("/patent-buddy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patent Buddy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByText("See why your patent might be rejected before you spend money filing it."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Patent Search" })).toHaveAttribute(
      "href",
      "/patent-buddy/search",
    );
    // The hero's and the shortcut row's.
    await expect(page.getByRole("link", { name: "Create Application", exact: true })).toHaveCount(2);

    for (const [title, path] of TOOLS) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: `Get Started with ${title}` })).toHaveAttribute("href", path);
    }

    await expect(page.getByRole("heading", { level: 2, name: "Why choose Patent Buddy" })).toBeVisible();
    for (const benefit of [
      "Identify Opportunities",
      "Protect Your Invention",
      "Competitive Intelligence",
      "Save Time",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
    }
    await expect(page.getByText(/from weeks to hours/)).toBeVisible();

    for (const [label, path] of SHORTCUTS) {
      await expect(page.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
    }

    await expect(page.getByRole("heading", { level: 2, name: "Configuration & Settings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Configure USPTO API Key" })).toHaveAttribute(
      "href",
      "/patent-buddy/api-config",
    );
    await expect(page.getByText(/draft for information only/)).toBeVisible();
    await expect(page.getByText(/registered patent attorney or agent review it before you file/)).toBeVisible();

    await page.waitForLoadState("networkidle");
    expect(
      await seriousViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]),
    ).toEqual([]);
  });

  test("signed out, Create Application opens the wizard", async ({ page }) => {
    await page.goto("/patent-buddy");
    await page.getByRole("link", { name: "Create Application", exact: true }).first().click();
    await expect(page).toHaveURL(/\/patent-buddy\/wizard$/);
  });

  test("signed in below the limit, Create Application opens the wizard", async ({ page, signedIn, app }) => {
    await signedIn(page);
    expect((await apiPost(page.request, app.url, "/patent-applications/save", { title: "Only one" })).status).toBe(201);
    await page.goto("/patent-buddy");
    await page.getByRole("link", { name: "Create Application", exact: true }).last().click();
    await expect(page).toHaveURL(/\/patent-buddy\/wizard$/);
  });

  test("with 5 applications, Create Application is refused with an alert and stays on the landing", async ({
    page,
    signedIn,
    app,
  }) => {
    await signedIn(page);
    for (let i = 0; i < 5; i++) {
      const res = await apiPost(page.request, app.url, "/patent-applications/save", { title: `Idea ${i + 1}` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // The count is held back until after the click: a click before it has loaded must wait for it, not let the user by.
    let releaseCount = () => {};
    const countHeld = new Promise<void>((resolve) => {
      releaseCount = resolve;
    });
    await page.route("**/api/patent-applications/count", async (route) => {
      await countHeld;
      await route.continue();
    });
    await page.goto("/patent-buddy");
    await page.getByRole("link", { name: "Create Application", exact: true }).first().click();
    await expect(page).toHaveURL(/\/patent-buddy$/);
    releaseCount();
    const alert = page.getByRole("dialog", { name: "Application limit reached" });
    await expect(alert.getByText(LIMIT_ALERT)).toBeVisible();
    await expect(page).toHaveURL(/\/patent-buddy$/);
    await expect(alert.getByRole("link", { name: "My Applications" })).toHaveAttribute("href", "/patent-applications");
    expect(await seriousViolations(page)).toEqual([]);
    await alert.getByRole("button", { name: "OK" }).click();
    await expect(alert).toHaveCount(0);

    // The wizard card's Get Started and the shortcut are refused the same way.
    await page.getByRole("link", { name: "Get Started with Patent Application Wizard" }).click();
    await expect(alert.getByText(LIMIT_ALERT)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(alert).toHaveCount(0);
    await page.getByRole("link", { name: "Create Application", exact: true }).last().click();
    await expect(alert.getByText(LIMIT_ALERT)).toBeVisible();
    await expect(page).toHaveURL(/\/patent-buddy$/);
  });
});
