import { ChangeEmailRequest, type PublicUser } from "@app/contracts";
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { focusFirstError, zodResolver } from "../../../lib/zod-form";
import { failureMessage, useChangeEmail } from "../api";
import { type Result, ResultAlert } from "./result-alert";

const ChangeEmailForm = ChangeEmailRequest.pick({ newEmail: true, password: true });

export function ChangeEmailCard({ user }: { user: PublicUser }) {
  const change = useChangeEmail();
  const [result, setResult] = useState<Result>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { newEmail: "", password: "" },
    validate: zodResolver(ChangeEmailForm),
  });

  const submit = form.onSubmit((values) => {
    const body = { currentEmail: user.email, ...ChangeEmailForm.parse(values) };
    setResult(null);
    change.mutate(body, {
      onSuccess: (reply) => {
        setResult({ ok: true, text: reply.message ?? `Verification email sent to ${body.newEmail}.` });
        form.reset();
      },
      onError: (err) => setResult({ ok: false, text: failureMessage(err, "Failed to change email") }),
    });
  }, focusFirstError(form));

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              Change Email
            </Title>
            <Text size="sm" c="dimmed">
              We send a confirmation link to the new address; your current address stays in use until you open it.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              placeholder="new@example.com"
              required
              withAsterisk={false}
              key={form.key("newEmail")}
              {...form.getInputProps("newEmail")}
            />
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              withAsterisk={false}
              key={form.key("password")}
              {...form.getInputProps("password")}
            />
          </SimpleGrid>
          <ResultAlert result={result} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Email
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
