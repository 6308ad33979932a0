import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAuth } from "./layout/require-auth";
import { RootLayout } from "./layout/root-layout";
import { SiteLayout } from "./layout/site-layout";
import { ErrorPage } from "./pages/error-page";
import { placeholder } from "./pages/placeholder-page";

/** Each page is its own lazy chunk. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    children: [
      {
        Component: SiteLayout,
        children: [
          { index: true, ...page(() => import("../features/home/pages/home-page")) },
          { path: "analyzer", ...page(() => import("../features/analyzer/pages/analyzer-page")) },
          { path: "about", ...page(() => import("../features/static/pages/about-page")) },
          { path: "founder", ...page(() => import("../features/static/pages/founder-page")) },
          { path: "research/clarity-infrastructure", ...page(() => import("../features/static/pages/research-page")) },
          { path: "patent-audit-thanks", ...page(() => import("../features/static/pages/patent-audit-thanks-page")) },
          {
            path: "patent-applications",
            ...placeholder("Patent Applications", "Manage your provisional patent applications"),
          },
          {
            path: "patent-buddy",
            ...placeholder(
              "Patent Buddy",
              "Prior-art search, landscape and citation analysis, and a wizard for provisional applications.",
            ),
          },
          {
            path: "patent-buddy/search",
            ...placeholder("AI Patent Search", "Search patents by keyword, inventor, number or assignee."),
          },
          {
            path: "patent-buddy/analysis",
            ...placeholder("Patent Landscape Analysis", "See who is patenting what in a technology area."),
          },
          {
            path: "patent-buddy/citations",
            ...placeholder("Citation Analysis", "Forward and backward citations of a patent and its network."),
          },
          {
            path: "patent-buddy/api-config",
            ...placeholder("USPTO API Configuration", "Configure the patent-office API key."),
          },
          {
            path: "patent-buddy/wizard",
            ...placeholder("Patent Application Wizard", "Draft a US provisional patent application step by step."),
          },
          {
            path: "patent-buddy/wizard/:id",
            ...placeholder("Patent Application Wizard", "Draft a US provisional patent application step by step."),
          },
          {
            Component: RequireAuth,
            children: [
              { path: "dashboard", ...page(() => import("../features/dashboard/pages/dashboard-page")) },
              { path: "profile", ...page(() => import("../features/profile/pages/profile-page")) },
              { path: "admin", ...page(() => import("../features/admin/pages/admin-page")) },
            ],
          },
          { path: "blog", ...page(() => import("../features/blog/pages/blog-page")) },
          { path: "blog/:slug", ...page(() => import("../features/blog/pages/blog-post-page")) },
          { path: "settings", ...page(() => import("../features/settings/pages/settings-page")) },
          { path: "*", ...page(() => import("./pages/not-found-page")) },
        ],
      },
      { path: "login", ...page(() => import("../features/auth/pages/login-page")) },
      { path: "forgot-password", ...page(() => import("../features/auth/pages/forgot-password-page")) },
      { path: "reset-password", ...page(() => import("../features/auth/pages/reset-password-page")) },
      { path: "verify-email", ...page(() => import("../features/auth/pages/verify-email-page")) },
      { path: "verify", ...page(() => import("../features/auth/pages/verify-page")) },
      { path: "verify-email-change", ...page(() => import("../features/auth/pages/verify-email-change-page")) },
      { path: "setup", ...page(() => import("../features/auth/pages/setup-page")) },
      { path: "analysis/:analysisId", ...page(() => import("../features/analyzer/pages/analysis-details-page")) },
    ],
  },
];

export const router = createBrowserRouter(routes);
