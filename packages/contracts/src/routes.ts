// No zod here: the web router takes its paths from this file, and the server matches request paths against them
// to answer an unknown address with 404 (the not-found page) and a real page with 200.

/** Every page of the web app besides "/" (spec 000 §2, route overview), as React Router path patterns. */
export const PAGE_PATHS = {
  analyzer: "analyzer",
  about: "about",
  founder: "founder",
  research: "research/clarity-infrastructure",
  patentAuditThanks: "patent-audit-thanks",
  patentApplications: "patent-applications",
  auditReport: "patent-applications/:id/audits/:auditId",
  patentBuddy: "patent-buddy",
  patentSearch: "patent-buddy/search",
  patentLandscape: "patent-buddy/analysis",
  patentCitations: "patent-buddy/citations",
  patentApiConfig: "patent-buddy/api-config",
  patentWizard: "patent-buddy/wizard",
  patentWizardDraft: "patent-buddy/wizard/:id",
  patentDraftAudit: "patent-buddy/audit",
  dashboard: "dashboard",
  profile: "profile",
  admin: "admin",
  blog: "blog",
  blogPost: "blog/:slug",
  settings: "settings",
  login: "login",
  forgotPassword: "forgot-password",
  resetPassword: "reset-password",
  verifyEmail: "verify-email",
  verify: "verify",
  verifyEmailChange: "verify-email-change",
  setup: "setup",
  analysisDetails: "analysis/:analysisId",
} as const;

const patterns = Object.values(PAGE_PATHS).map((p) => p.split("/"));

/**
 * Whether the web app has a page at `pathname` (no query string): "/" or one of PAGE_PATHS, matched as React
 * Router does: case-insensitive, a trailing slash allowed, a `:param` standing for one non-empty segment.
 */
export function isPagePath(pathname: string): boolean {
  const segments = pathname.replace(/^\/+|\/+$/g, "").split("/");
  if (segments.length === 1 && segments[0] === "") return true;
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => {
        const segment = segments[i] ?? "";
        return part.startsWith(":") ? segment !== "" : part === segment.toLowerCase();
      }),
  );
}
