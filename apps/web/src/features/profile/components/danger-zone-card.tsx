import { DeleteAccountRequest, type PublicUser } from "@app/contracts";
import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { focusFirstError, zodResolver } from "../../../lib/zod-form";
import { useClearSession } from "../../auth/session";
import { failureMessage, useDeleteAccount } from "../api";
import { type Result, ResultAlert } from "./result-alert";

const REDIRECT_MS = 3000;
const DeleteForm = DeleteAccountRequest.pick({ password: true }).extend({
  confirmation: z.literal("DELETE", { error: "Please type DELETE in all caps to confirm account deletion." }),
});

export function DangerZoneCard({ user }: { user: PublicUser }) {
  const [opened, modal] = useDisclosure(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const [result, setResult] = useState<Result>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { confirmation: "", password: "" },
    validate: zodResolver(DeleteForm),
  });

  // Leave the message up for 3 seconds (spec 000 §4); the session is forgotten only then, or the guard would redirect at once.
  useEffect(() => {
    if (!remove.isSuccess) return;
    const timer = setTimeout(() => {
      navigate("/login", { replace: true });
      clearSession();
    }, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [remove.isSuccess, navigate, clearSession]);

  const open = () => {
    form.reset();
    setResult(null);
    modal.open();
  };
  const submit = form.onSubmit((values) => {
    setResult(null);
    remove.mutate(
      { email: user.email, password: values.password },
      {
        onSuccess: (reply) => setResult({ ok: true, text: reply.message ?? "Account deleted successfully" }),
        onError: (err) => setResult({ ok: false, text: failureMessage(err, "Failed to delete account") }),
      },
    );
  }, focusFirstError(form));

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} style={{ borderColor: "var(--mantine-color-red-4)" }}>
      <Stack gap="md">
        <Title order={2} fz="lg" c="red.8">
          Danger Zone
        </Title>
        <Group justify="space-between" gap="md">
          <Stack gap={2} maw={460}>
            <Text fw={600}>Delete this account</Text>
            <Text size="sm" c="dimmed">
              Permanently removes your account, your analyses and your patent applications. This cannot be undone.
            </Text>
          </Stack>
          <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
            Delete Account
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={opened}
        onClose={modal.close}
        title="Delete Account"
        centered
        radius="lg"
        closeButtonProps={{ "aria-label": "Close dialog" }}
        closeOnClickOutside={!remove.isSuccess}
        closeOnEscape={!remove.isSuccess}
        withCloseButton={!remove.isSuccess}
      >
        {remove.isSuccess ? (
          <Stack gap="sm">
            <ResultAlert result={result} />
            <Text size="sm" c="dimmed">
              Taking you to the sign-in page…
            </Text>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                role="note"
                style={{ overflowWrap: "anywhere" }}
              >
                This permanently deletes <strong>{user.email}</strong> and everything saved with it.
              </Alert>
              <TextInput
                label="Type DELETE to confirm"
                autoComplete="off"
                required
                withAsterisk={false}
                data-autofocus
                key={form.key("confirmation")}
                {...form.getInputProps("confirmation")}
              />
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                required
                withAsterisk={false}
                key={form.key("password")}
                {...form.getInputProps("password")}
              />
              <ResultAlert result={result} />
              <Group justify="flex-end">
                <Button variant="default" onClick={modal.close}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={remove.isPending}>
                  Delete My Account
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Paper>
  );
}
