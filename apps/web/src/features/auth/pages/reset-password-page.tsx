import { PASSWORD_MIN } from "@app/contracts";
import { Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconKey, IconLinkOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { focusFirstError, zodResolver } from "../../../lib/zod-form";
import { failureMessage, useResetPassword } from "../api";
import { AuthCard } from "../components/auth-card";
import { FormMessage } from "../components/form-message";
import { ResetPasswordForm } from "../schemas";

const SUCCESS = "Password has been reset successfully! You can now sign in with your new password.";
const REDIRECT_MS = 3000;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (!token) {
    return (
      <AuthCard title="Invalid Reset Link" icon={<IconLinkOff size={30} />} iconColor="red">
        <Text ta="center">Invalid reset link. Please request a new password reset.</Text>
        <Button component={Link} to="/forgot-password" fullWidth>
          Request New Reset
        </Button>
      </AuthCard>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { newPassword: "", confirmPassword: "" },
    validate: zodResolver(ResetPasswordForm),
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = form.onSubmit((values) => {
    setError(null);
    reset.mutate(
      { token, newPassword: values.newPassword },
      { onError: (err) => setError(failureMessage(err, "Failed to reset password.")) },
    );
  }, focusFirstError(form));

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password Reset" icon={<IconKey size={30} />} iconColor="green">
        <FormMessage tone="success" text={SUCCESS} />
        <Text size="sm" c="dimmed" ta="center">
          Taking you to sign in…{" "}
          <Anchor component={Link} to="/login" replace underline="always">
            Sign in now
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a New Password" subtitle="Your new password ends every other signed-in session.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            description={`Use at least ${PASSWORD_MIN} characters.`}
            autoComplete="new-password"
            required
            withAsterisk={false}
            data-autofocus
            key={form.key("newPassword")}
            {...form.getInputProps("newPassword")}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            withAsterisk={false}
            key={form.key("confirmPassword")}
            {...form.getInputProps("confirmPassword")}
          />
          <FormMessage text={error} tone="error" />
          {error && (
            <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
              Request a new reset link
            </Anchor>
          )}
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
