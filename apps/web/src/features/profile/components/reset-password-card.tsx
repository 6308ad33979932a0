import { type PublicUser, SecurityAnswer } from "@app/contracts";
import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { IconKey } from "@tabler/icons-react";
import { useState } from "react";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { focusFirstError, zodResolver } from "../../../lib/zod-form";
import { useProfilePasswordReset } from "../api";
import { type Result, ResultAlert } from "./result-alert";

const AnswerForm = z.object({ securityAnswer: SecurityAnswer });

/** The spec's own wording for the three outcomes; a rate limit or a locked recovery keeps the server's sentence. */
function resetFailure(err: unknown): string {
  if (!(err instanceof ApiError) || typeof err.body.error !== "string") return "Failed to send password reset email.";
  if (err.message === "Incorrect security answer.") return "Incorrect answer to security question.";
  return err.status === 429 ? err.message : "Failed to send password reset email.";
}

export function ResetPasswordCard({ user }: { user: PublicUser }) {
  const [opened, modal] = useDisclosure(false);
  const reset = useProfilePasswordReset();
  const [result, setResult] = useState<Result>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { securityAnswer: "" },
    validate: zodResolver(AnswerForm),
  });

  const open = () => {
    form.reset();
    reset.reset();
    setResult(null);
    modal.open();
  };
  const submit = form.onSubmit((values) => {
    setResult(null);
    reset.mutate(
      { email: user.email, securityAnswer: AnswerForm.parse(values).securityAnswer },
      {
        onSuccess: () => setResult({ ok: true, text: "Password reset email sent. Please check your inbox." }),
        onError: (err) => setResult({ ok: false, text: resetFailure(err) }),
      },
    );
  }, focusFirstError(form));

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw={460}>
          <Title order={2} fz="lg">
            Password
          </Title>
          <Text size="sm" c="dimmed">
            Answer your security question and we email you a link to choose a new password.
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={open}>
          Reset Password
        </Button>
      </Group>

      <Modal
        opened={opened}
        onClose={modal.close}
        title="Reset Password"
        centered
        radius="lg"
        closeButtonProps={{ "aria-label": "Close dialog" }}
      >
        {user.securityQuestion ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md" bg="gray.0">
                <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
                  Security question
                </Text>
                <Text fw={600}>{user.securityQuestion}</Text>
              </Paper>
              <TextInput
                label="Your answer"
                autoComplete="off"
                required
                withAsterisk={false}
                data-autofocus
                disabled={reset.isSuccess}
                key={form.key("securityAnswer")}
                {...form.getInputProps("securityAnswer")}
              />
              <ResultAlert result={result} />
              <Group justify="flex-end">
                <Button variant="default" onClick={modal.close}>
                  {reset.isSuccess ? "Done" : "Cancel"}
                </Button>
                {!reset.isSuccess && (
                  <Button type="submit" loading={reset.isPending}>
                    Send Reset Email
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        ) : (
          <Text>This account has no security question. Use “Forgot your password?” on the sign-in page instead.</Text>
        )}
      </Modal>
    </Paper>
  );
}
