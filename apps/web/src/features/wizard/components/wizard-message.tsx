import { Alert, Anchor } from "@mantine/core";
import { Link, useLocation } from "react-router";
import type { WizardMessage as Message } from "../lib/messages";

/** The wizard's status line: shown 3 seconds (the sign-in prompt stays until closed), red for failures and warnings. */
export function WizardMessage({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const location = useLocation();
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Alert
          color={message.tone === "error" ? "red" : "green"}
          variant="light"
          withCloseButton={message.signIn}
          closeButtonLabel="Close message"
          onClose={onClose}
        >
          {message.text}
          {message.signIn && (
            <>
              {" "}
              <Anchor component={Link} to="/login" state={{ from: location, message: message.text }} fw={600}>
                Sign in
              </Anchor>
            </>
          )}
        </Alert>
      )}
    </div>
  );
}
