import { Button, Stack } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useRequestReset } from "../api";
import { FormMessage } from "./form-message";

/** After 'An account with this email already exists.': mail a reset link to that address (no answer needed, the link only goes to its owner). */
export function ResetLinkOffer({ email }: { email: string }) {
  const request = useRequestReset();
  return (
    <Stack gap="xs">
      {request.isSuccess ? (
        <FormMessage tone="success" text="Password reset link sent! Please check your email." />
      ) : (
        <Button
          variant="light"
          fullWidth
          leftSection={<IconMailForward size={18} aria-hidden />}
          loading={request.isPending}
          onClick={() => request.mutate({ email })}
        >
          Send password reset link to this email
        </Button>
      )}
      {request.isError && <FormMessage tone="error" text="Failed to send reset link" />}
    </Stack>
  );
}
