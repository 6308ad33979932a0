import { type ApplicationSummary, progressOf } from "@app/contracts";
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { RunAuditButton } from "../../audit/components/run-audit-button";
import { ExportButton } from "../../export/components/export-button";

interface Props {
  application: ApplicationSummary;
  onDelete(application: ApplicationSummary): void;
}

export function ApplicationCard({ application: a, onDelete }: Props) {
  const progress = progressOf(a.completedSections);
  const title = a.title.trim() || "Untitled Application";
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="h4" lineClamp={2}>
            {title}
          </Title>
          <Badge color={a.status === "complete" ? "green" : "gray"} variant="light" style={{ flexShrink: 0 }}>
            {a.status === "complete" ? "Complete" : "Draft"}
          </Badge>
        </Group>
        {a.shortDescription && (
          <Text size="sm" c="gray.7" lineClamp={3}>
            {a.shortDescription}
          </Text>
        )}
        <Stack gap={4} mt="auto">
          <Group justify="space-between">
            <Text size="sm" c="gray.7">
              Progress
            </Text>
            <Text size="sm" fw={600}>
              {progress}%
            </Text>
          </Group>
          <Progress value={progress} aria-label={`${title}: ${progress}% complete`} />
        </Stack>
        <Text size="xs" c="gray.7">
          Last updated {formatDate(a.updatedAt)}
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/patent-buddy/wizard/${a.id}`}
            leftSection={<IconPencil size={16} aria-hidden />}
            variant="light"
          >
            Continue Editing
          </Button>
          <RunAuditButton applicationId={a.id} />
          <ExportButton applicationId={a.id} />
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(a)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
