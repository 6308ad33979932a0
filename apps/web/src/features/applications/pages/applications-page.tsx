import type { ApplicationSummary } from "@app/contracts";
import { Alert, Button, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconFileText, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SignInPrompt } from "../../../lib/sign-in-prompt";
import { AuditDraftLink } from "../../audit/components/audit-draft-link";
import { useSession } from "../../auth/session";
import { useApplications, useDeleteApplication } from "../api";
import { ApplicationCard } from "../components/application-card";
import { UsageMeter } from "../components/usage-meter";

/** My Applications (spec 000 §2): the user's provisional applications, the limit of 5, and the way into the wizard. */
export default function ApplicationsPage() {
  const { user, isLoading } = useSession();
  const applications = useApplications(!!user);
  const remove = useDeleteApplication();

  const confirmDelete = (a: ApplicationSummary) =>
    modals.openConfirmModal({
      title: "Delete application",
      children: <Text size="sm">Are you sure you want to delete this application? This action cannot be undone.</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      closeButtonProps: { "aria-label": "Close" },
      onConfirm: () =>
        remove.mutate(a.id, {
          onError: () => notifications.show({ color: "red", title: "Error", message: "Failed to delete application" }),
        }),
    });

  let body: ReactNode;
  if (isLoading || (user && applications.isPending)) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading applications" />
      </Center>
    );
  } else if (!user) {
    body = (
      <SignInPrompt>
        <Text>Please log in to view your applications</Text>
      </SignInPrompt>
    );
  } else if (applications.isError) {
    body = (
      <Alert color="red" title="Error">
        Failed to load applications
      </Alert>
    );
  } else {
    const list = applications.data ?? [];
    body = (
      <>
        <UsageMeter used={list.length} />
        {list.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs" py="lg">
              <IconFileText size={40} aria-hidden color="var(--mantine-color-gray-6)" />
              <Title order={2} fz="h4">
                No applications
              </Title>
              <Text c="gray.7">Get started by creating your first patent application.</Text>
              <Button
                component={Link}
                to="/patent-buddy/wizard"
                mt="sm"
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                Create New Application
              </Button>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {list.map((a) => (
              <ApplicationCard key={a.id} application={a} onDelete={confirmDelete} />
            ))}
          </SimpleGrid>
        )}
      </>
    );
  }

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Patent Applications</Title>
            <Text c="gray.7">Manage your provisional patent applications</Text>
          </Stack>
          <AuditDraftLink />
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
