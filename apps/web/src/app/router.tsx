import { PAGE_PATHS } from "@app/contracts";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "./layout/require-auth";
import { RootLayout } from "./layout/root-layout";
import { SiteLayout } from "./layout/site-layout";
import { ErrorPage } from "./pages/error-page";

/** Each page is its own lazy chunk. The paths are shared with the server (it answers 404 for any other). */
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
          { path: PAGE_PATHS.analyzer, ...page(() => import("../features/analyzer/pages/analyzer-page")) },
          { path: PAGE_PATHS.about, ...page(() => import("../features/static/pages/about-page")) },
          { path: PAGE_PATHS.founder, ...page(() => import("../features/static/pages/founder-page")) },
          { path: PAGE_PATHS.research, ...page(() => import("../features/static/pages/research-page")) },
          {
            path: PAGE_PATHS.patentAuditThanks,
            ...page(() => import("../features/static/pages/patent-audit-thanks-page")),
          },
          {
            path: PAGE_PATHS.patentApplications,
            ...page(() => import("../features/applications/pages/applications-page")),
          },
          { path: PAGE_PATHS.auditReport, ...page(() => import("../features/audit/pages/audit-report-page")) },
          {
            path: PAGE_PATHS.patentDraftAudit,
            ...page(() => import("../features/audit/pages/draft-audit-page")),
          },
          {
            path: PAGE_PATHS.patentBuddy,
            ...page(() => import("../features/patent-buddy/pages/patent-buddy-page")),
          },
          { path: PAGE_PATHS.patentSearch, ...page(() => import("../features/patent-search/pages/search-page")) },
          {
            path: PAGE_PATHS.patentLandscape,
            ...page(() => import("../features/landscape/pages/landscape-page")),
          },
          {
            path: PAGE_PATHS.patentCitations,
            ...page(() => import("../features/citations/pages/citations-page")),
          },
          {
            path: PAGE_PATHS.patentApiConfig,
            ...page(() => import("../features/api-config/pages/api-config-page")),
          },
          {
            // One route for a new and a saved application, so saving a new one (which moves to its id) keeps the page.
            path: `${PAGE_PATHS.patentWizard}/:id?`,
            ...page(() => import("../features/wizard/pages/wizard-page")),
          },
          {
            Component: RequireAuth,
            children: [
              { path: PAGE_PATHS.dashboard, ...page(() => import("../features/dashboard/pages/dashboard-page")) },
              { path: PAGE_PATHS.profile, ...page(() => import("../features/profile/pages/profile-page")) },
              { path: PAGE_PATHS.admin, ...page(() => import("../features/admin/pages/admin-page")) },
            ],
          },
          { path: PAGE_PATHS.blog, ...page(() => import("../features/blog/pages/blog-page")) },
          { path: PAGE_PATHS.blogPost, ...page(() => import("../features/blog/pages/blog-post-page")) },
          { path: PAGE_PATHS.settings, ...page(() => import("../features/settings/pages/settings-page")) },
          { path: "*", ...page(() => import("./pages/not-found-page")) },
        ],
      },
      { path: PAGE_PATHS.login, ...page(() => import("../features/auth/pages/login-page")) },
      { path: PAGE_PATHS.forgotPassword, ...page(() => import("../features/auth/pages/forgot-password-page")) },
      { path: PAGE_PATHS.resetPassword, ...page(() => import("../features/auth/pages/reset-password-page")) },
      { path: PAGE_PATHS.verifyEmail, ...page(() => import("../features/auth/pages/verify-email-page")) },
      { path: PAGE_PATHS.verify, ...page(() => import("../features/auth/pages/verify-page")) },
      { path: PAGE_PATHS.verifyEmailChange, ...page(() => import("../features/auth/pages/verify-email-change-page")) },
      { path: PAGE_PATHS.setup, ...page(() => import("../features/auth/pages/setup-page")) },
      { path: PAGE_PATHS.analysisDetails, ...page(() => import("../features/analyzer/pages/analysis-details-page")) },
    ],
  },
];
