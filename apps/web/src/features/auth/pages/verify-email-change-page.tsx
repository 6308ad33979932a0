import { Button, Loader, SimpleGrid, Text } from "@mantine/core";
import { IconMailCheck, IconMailX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { Link, useSearchParams } from "react-router";
import { failureMessage, useVerifyEmailChange } from "../api";
import { AuthCard } from "../components/auth-card";
import { sessionKey } from "../session";
import { useTokenOnce } from "../use-token-once";

function Actions({ profileLabel }: { profileLabel: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Button component={Link} to="/profile">
        {profileLabel}
      </Button>
      <Button component={Link} to="/login" variant="default">
        Sign In
      </Button>
    </SimpleGrid>
  );
}

export default function VerifyEmailChangePage() {
  const token = useSearchParams()[0].get("token");
  const qc = useQueryClient();
  const verify = useVerifyEmailChange();
  const { mutate } = verify;
  // Re-read the session rather than trusting the reply's user: the link may be opened in a browser that is not signed in.
  const send = useCallback(
    (t: string) => mutate(t, { onSuccess: () => qc.invalidateQueries({ queryKey: sessionKey }) }),
    [mutate, qc],
  );
  useTokenOnce(token, send);

  if (token && verify.isSuccess) {
    return (
      <AuthCard title="Email Updated Successfully!" icon={<IconMailCheck size={32} />} iconColor="green">
        <Text ta="center" role="status" style={{ overflowWrap: "anywhere" }}>
          {verify.data.user ? (
            <>
              Your account now uses <strong>{verify.data.user.email}</strong>. Use it the next time you sign in.
            </>
          ) : (
            "Your new email address is confirmed. Use it the next time you sign in."
          )}
        </Text>
        <Actions profileLabel="Continue to Profile" />
      </AuthCard>
    );
  }

  if (!token || verify.isError) {
    const message = token
      ? failureMessage(verify.error, "Failed to verify email change")
      : "No verification token provided";
    return (
      <AuthCard title="Verification Failed" icon={<IconMailX size={32} />} iconColor="red">
        <Text ta="center" c="red.8" role="alert">
          {message}
        </Text>
        <Actions profileLabel="Back to Profile" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verifying Email Change" icon={<Loader size={28} />}>
      <Text ta="center" role="status">
        Verifying your new email address...
      </Text>
    </AuthCard>
  );
}
