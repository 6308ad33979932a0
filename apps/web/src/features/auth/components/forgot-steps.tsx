import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { focusFirstError, zodResolver } from "../../../lib/zod-form";
import { failureMessage, useRequestReset, useSecurityQuestion } from "../api";
import { ForgotEmailForm, SecurityAnswerForm } from "../schemas";
import { FormMessage } from "./form-message";

const FALLBACK = "An error occurred. Please try again.";

/** Step 1: find the account and its security question. */
export function EmailStep({
  initialEmail,
  onFound,
}: {
  initialEmail: string;
  onFound(email: string, question: string): void;
}) {
  const lookup = useSecurityQuestion();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: initialEmail },
    validate: zodResolver(ForgotEmailForm),
  });
  const submit = form.onSubmit((values) => {
    const { email } = ForgotEmailForm.parse(values);
    setError(null);
    lookup.mutate(email, {
      onSuccess: (reply) => onFound(email, reply.securityQuestion),
      onError: (err) => setError(failureMessage(err, FALLBACK)),
    });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email address of your account. We will ask your security question, then email you a reset link.
        </Text>
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
        <FormMessage text={error} tone="error" />
        <Button type="submit" fullWidth size="md" loading={lookup.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}

/** Step 2: answer the question; a right answer only ever mails a link. */
export function QuestionStep({
  email,
  question,
  onBack,
  onSent,
}: {
  email: string;
  question: string;
  onBack(): void;
  onSent(message: string | undefined): void;
}) {
  const request = useRequestReset();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { securityAnswer: "" },
    validate: zodResolver(SecurityAnswerForm),
  });
  const submit = form.onSubmit((values) => {
    const { securityAnswer } = SecurityAnswerForm.parse(values);
    setError(null);
    request.mutate(
      { email, securityAnswer },
      { onSuccess: (reply) => onSent(reply.message), onError: (err) => setError(failureMessage(err, FALLBACK)) },
    );
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" bg="gray.0" style={{ overflowWrap: "anywhere" }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
            Security question for {email}
          </Text>
          <Text fw={600}>{question}</Text>
        </Paper>
        <TextInput
          label="Your answer"
          autoComplete="off"
          required
          withAsterisk={false}
          data-autofocus
          key={form.key("securityAnswer")}
          {...form.getInputProps("securityAnswer")}
        />
        <FormMessage text={error} tone="error" />
        <Group wrap="nowrap" gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={request.isPending} flex={1}>
            Send Reset Email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
