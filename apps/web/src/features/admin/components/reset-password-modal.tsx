import { AdminResetPasswordRequest, type PublicUser } from "@app/contracts";
import { Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { z } from "zod";
import { focusFirstError, zodResolver } from "../../../lib/zod-form";
import { failureMessage } from "../api/messages";
import { useResetUserPassword } from "../api/user-actions";
import { ResultMessage } from "./result-message";
import { useLast } from "./use-last";

const NewPasswordForm = z.object({ newPassword: AdminResetPasswordRequest.shape.newPassword });

/** Sets a new password for the user; the server ends their sessions and tells them by e-mail. */
export function ResetPasswordModal({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const shown = useLast(user);
  return (
    <Modal opened={!!user} onClose={onClose} title="Reset Password" centered radius="lg">
      {shown && <ResetPasswordForm key={shown.id} user={shown} onClose={onClose} />}
    </Modal>
  );
}

function ResetPasswordForm({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const reset = useResetUserPassword();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { newPassword: "" },
    validate: zodResolver(NewPasswordForm),
  });
  const submit = form.onSubmit(
    ({ newPassword }) => reset.mutate({ userId: user.id, newPassword }, { onSuccess: onClose }),
    focusFirstError(form),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Set a new password for <b>{user.email}</b>. Their sessions end and they are told by e-mail.
        </Text>
        <PasswordInput
          label="New password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          data-autofocus
          key={form.key("newPassword")}
          {...form.getInputProps("newPassword")}
        />
        <ResultMessage message={reset.isError ? failureMessage(reset.error, "Failed to reset password") : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={reset.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
