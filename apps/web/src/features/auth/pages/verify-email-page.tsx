import { ResendVerificationRequest } from "@app/contracts";
import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../lib/api";
import { focusFirstError, zodResolver } from "../../../lib/zod-form";
import { useResendVerification } from "../api";
import { AuthCard } from "../components/auth-card";
import { FormMessage } from "../components/form-message";

const SENT = "Verification email sent successfully! Please check your inbox.";

/** A rate limit explains itself; any other refusal is the spec's sentence; no reply at all is the network one. */
function resendFailure(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 0) return "Error sending verification email. Please try again.";
  return err.status === 429 ? err.message : "Failed to send verification email";
}

export default function VerifyEmailPage() {
  const state = (useLocation().state ?? {}) as { email?: string; message?: string };
  const resend = useResendVerification();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: state.email ?? "" },
    validate: zodResolver(ResendVerificationRequest),
  });

  const submit = form.onSubmit((values) => {
    const { email } = ResendVerificationRequest.parse(values);
    setResult(null);
    resend.mutate(email, {
      onSuccess: (reply) => setResult({ ok: true, text: reply.message ?? SENT }),
      onError: (err) => setResult({ ok: false, text: resendFailure(err) }),
    });
  }, focusFirstError(form));

  const notice = state.message;
  return (
    <AuthCard
      title="Verify Your Email"
      icon={<IconMail size={30} />}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            Back to Sign In
          </Group>
        </Anchor>
      }
    >
      {notice && <FormMessage tone={/successfully/i.test(notice) ? "success" : "info"} text={notice} />}
      <Text ta="center" size="sm" style={{ overflowWrap: "anywhere" }}>
        Open the verification link we emailed to {state.email ? <strong>{state.email}</strong> : "your address"} to
        activate your account, then sign in. The link is valid for 24 hours.
      </Text>

      <Divider label="Didn't get the email?" labelPosition="center" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          {result && <FormMessage tone={result.ok ? "success" : "error"} text={result.text} />}
          <Button type="submit" variant="light" fullWidth loading={resend.isPending}>
            Resend Verification Email
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
