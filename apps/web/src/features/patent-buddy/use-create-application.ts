import { APPLICATION_LIMIT } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type MouseEvent, useState } from "react";
import { useNavigate } from "react-router";
import { applicationsCountQuery, useApplicationsCount } from "../applications/api";
import { sessionQuery, useSession } from "../auth/session";

export const WIZARD_PATH = "/patent-buddy/wizard";

/**
 * 'Create Application' (spec 001 §5): a link to the wizard that a signed-in user holding 5 or more applications is
 * refused with an alert instead. The count is read on click, so a click before it has loaded is still judged right.
 */
export function useCreateApplication() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const [limitAlertOpen, setLimitAlertOpen] = useState(false);
  // Loaded with the page, so most clicks find the count already cached.
  useApplicationsCount(!!user);

  const atLimit = async () => {
    try {
      const { user: signedIn } = await qc.ensureQueryData(sessionQuery);
      return !!signedIn && (await qc.fetchQuery(applicationsCountQuery)) >= APPLICATION_LIMIT;
    } catch {
      // The server refuses a sixth application on save anyway; an unknown count should not block the wizard.
      return false;
    }
  };

  /** Handles a click on a link to the wizard; returns the check in progress, or nothing if the browser handles it. */
  const onClick = (event: MouseEvent<HTMLAnchorElement>): Promise<void> | undefined => {
    // A modified click (new tab, new window) is left to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
    event.preventDefault();
    return atLimit().then((refused) => (refused ? setLimitAlertOpen(true) : navigate(WIZARD_PATH)));
  };

  return { onClick, limitAlertOpen, closeLimitAlert: () => setLimitAlertOpen(false) };
}

export type CreateApplication = ReturnType<typeof useCreateApplication>;
