import type { Application } from "@app/contracts";
import { Alert, Button, Center, Container, Grid, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ApiError, get } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { SignInPrompt } from "../../../lib/sign-in-prompt";
import { useSession } from "../../auth/session";
import { useSavedAudit } from "../api";
import { AuditHistory } from "../components/audit-history";
import { AuditReportView } from "../components/audit-report-view";
import { ChangesSection } from "../components/changes-section";
import { ReportDownloads } from "../components/report-downloads";
import { RunAuditButton } from "../components/run-audit-button";
import { WIZARD_PATH } from "../lib/report";

/** The application's title for the heading; the report itself does not need it. */
function useApplicationTitle(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["applications", "one", id],
    queryFn: async () =>
      (await get<{ application: Application }>(`/patent-applications/${encodeURIComponent(id)}`)).application,
    enabled,
    select: (a) => a.title.trim() || "Untitled Application",
    retry: false,
  });
}

/** A saved audit's report (issue 12): /patent-applications/:id/audits/:auditId. */
export default function AuditReportPage() {
  const { id = "", auditId = "" } = useParams();
  const { user, isLoading } = useSession();
  const saved = useSavedAudit(id, auditId, !!user);
  const title = useApplicationTitle(id, !!user);

  let body: ReactNode;
  if (isLoading || (user && saved.isPending)) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading audit report" />
      </Center>
    );
  } else if (!user) {
    body = (
      <SignInPrompt>
        <Text>Please log in to see this audit report</Text>
      </SignInPrompt>
    );
  } else if (saved.isError) {
    const missing = saved.error instanceof ApiError && saved.error.status === 404;
    body = (
      <Alert color="red" title={missing ? "Audit not found" : "Error"}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {missing
              ? "This audit does not exist or is no longer kept (the 20 latest audits of an application are kept)."
              : "Failed to load the audit report"}
          </Text>
          {missing ? (
            <Button component={Link} to="/patent-applications" size="xs" color="red" variant="white">
              Back to your applications
            </Button>
          ) : (
            <Button size="xs" color="red" variant="white" onClick={() => saved.refetch()}>
              Retry
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else if (saved.data) {
    const { audit, changes } = saved.data;
    body = (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AuditReportView
            report={audit.report}
            applicationId={id}
            changes={<ChangesSection changes={changes} applicationId={id} />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="audit-history">
            <Stack gap="sm">
              <Title order={2} fz="h4" id="audit-history">
                Audit history
              </Title>
              <AuditHistory applicationId={id} currentId={audit.id} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="xl" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            Audit report
          </Title>
          <Text c="gray.7">
            {title.data ?? "Patent application"}
            {saved.data && ` · ${formatDateTime(saved.data.audit.createdAt)} · checks ${saved.data.audit.engine}`}
          </Text>
        </Stack>
        {user && saved.data && (
          <Group gap="sm">
            <RunAuditButton applicationId={id} label="Run again" />
            <Button
              component={Link}
              to={`${WIZARD_PATH}/${id}`}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Open in wizard
            </Button>
            <ReportDownloads applicationId={id} auditId={saved.data.audit.id} />
          </Group>
        )}
        {body}
        <Text size="sm" c="gray.7">
          The audit is a set of deterministic checks, not legal advice. Have a registered patent attorney or agent
          review the application before you file.
        </Text>
      </Stack>
    </Container>
  );
}
