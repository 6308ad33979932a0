import { Button, Stack } from "@mantine/core";
import { IconCrown } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { focusFirstError } from "../../../lib/zod-form";
import { failureMessage, useSetup } from "../api";
import { SetupForm as SetupFormSchema } from "../schemas";
import { useSetSessionUser } from "../session";
import { AccountFields, useAccountForm } from "./account-fields";
import { FormMessage } from "./form-message";

export function SetupForm({ token }: { token: string }) {
  const setup = useSetup();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const [error, setError] = useState<string | null>(null);
  const form = useAccountForm(SetupFormSchema);

  const submit = form.onSubmit((values) => {
    const { confirmPassword: _, ...body } = SetupFormSchema.parse(values);
    setError(null);
    setup.mutate(
      { ...body, token },
      {
        onSuccess: (reply) => {
          setSessionUser(reply.user);
          navigate("/admin", { replace: true });
        },
        onError: (err) => setError(failureMessage(err, "Setup failed. Please try again.")),
      },
    );
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AccountFields form={form} />
        <FormMessage text={error} tone="error" />
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={setup.isPending}
          leftSection={<IconCrown size={18} aria-hidden />}
        >
          Create Super User
        </Button>
      </Stack>
    </form>
  );
}
