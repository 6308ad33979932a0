import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { focusFirstError } from "../../../lib/zod-form";
import { failureMessage, useRegister } from "../api";
import { RegisterForm } from "../schemas";
import { AccountFields, useAccountForm } from "./account-fields";
import { FormMessage } from "./form-message";
import { ResetLinkOffer } from "./reset-link-offer";

export function RegistrationForm({ onRegistered }: { onRegistered(email: string): void }) {
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);
  // Set when the address is taken and the server says its owner can recover it.
  const [resetFor, setResetFor] = useState<string | null>(null);
  const form = useAccountForm(RegisterForm);

  const submit = form.onSubmit((values) => {
    const { confirmPassword: _, ...body } = RegisterForm.parse(values);
    setError(null);
    setResetFor(null);
    register.mutate(body, {
      onSuccess: () => onRegistered(body.email),
      onError: (err) => {
        setError(failureMessage(err, "Registration failed"));
        if (err instanceof ApiError && err.body.canReset) setResetFor(body.email);
      },
    });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AccountFields form={form} />
        <FormMessage text={error} tone="error" />
        {resetFor && <ResetLinkOffer email={resetFor} />}
        <Button type="submit" fullWidth size="md" loading={register.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
