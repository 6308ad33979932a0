import { LoginRequest, type PublicUser } from "@app/contracts";
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconFlask } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api";
import { focusFirstError, zodResolver } from "../../../lib/zod-form";
import { failureMessage, useDemoLogin, useLogin } from "../api";
import { FormMessage } from "./form-message";

interface SignInFormProps {
  demoMode: boolean;
  onSignedIn(user: PublicUser): void;
  onNeedsVerification(email: string): void;
}

export function SignInForm({ demoMode, onSignedIn, onNeedsVerification }: SignInFormProps) {
  const login = useLogin();
  const demo = useDemoLogin();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "", password: "" },
    validate: zodResolver(LoginRequest),
    transformValues: (v) => LoginRequest.parse(v),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    login.mutate(values, {
      onSuccess: (reply) => onSignedIn(reply.user),
      onError: (err) => {
        if (err instanceof ApiError && err.body.needsVerification) {
          onNeedsVerification(typeof err.body.email === "string" ? err.body.email : values.email);
          return;
        }
        setError(failureMessage(err, "Login failed. Please try again."));
      },
    });
  }, focusFirstError(form));

  // The spec's demo sign-in checks no password, so it skips the form's rules and only needs both boxes filled.
  const demoSignIn = () => {
    const { email, password } = form.getValues();
    setError(null);
    if (!email.trim() || !password) {
      setError("Email and password are required");
      return;
    }
    demo.mutate(
      { email: email.trim(), password },
      { onSuccess: (reply) => onSignedIn(reply.user), onError: (err) => setError(failureMessage(err, "Login failed")) },
    );
  };

  const busy = login.isPending || demo.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          withAsterisk={false}
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        </Stack>
        <FormMessage text={error} tone="error" />
        <Button type="submit" fullWidth size="md" loading={login.isPending} disabled={demo.isPending}>
          Sign in
        </Button>
        {demoMode && (
          <>
            <Divider label="or try the demo" labelPosition="center" />
            <Stack gap={6}>
              <Button
                variant="light"
                color="grape"
                fullWidth
                leftSection={<IconFlask size={18} aria-hidden />}
                onClick={demoSignIn}
                loading={demo.isPending}
                disabled={busy && !demo.isPending}
              >
                Demo sign-in
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                Demo mode: uses the email and password above without checking them. Demo data is deleted daily.
              </Text>
            </Stack>
          </>
        )}
      </Stack>
    </form>
  );
}
