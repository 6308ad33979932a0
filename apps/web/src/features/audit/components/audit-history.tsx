import type { SavedAuditSummary } from "@app/contracts";
import { Alert, Anchor, Badge, Group, List, Loader, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { useAuditHistory } from "../api";
import { reportPath } from "../lib/report";

const counts = (s: SavedAuditSummary["summary"]) =>
  `${s.total.must} must fix, ${s.total.should} should fix, ${s.total.consider} to consider`;

/** The application's saved audits, newest first; the one shown is marked as the current page. */
export function AuditHistory({ applicationId, currentId }: { applicationId: string; currentId: string }) {
  const history = useAuditHistory(applicationId);
  if (history.isPending) return <Loader size="sm" aria-label="Loading audit history" />;
  if (history.isError)
    return (
      <Alert color="red" title="Error">
        Failed to load the audit history
      </Alert>
    );
  return (
    <List spacing="xs" listStyleType="none" aria-label="Audit history" ps={0}>
      {history.data.map((a, i) => (
        <List.Item key={a.id}>
          <Group gap="xs" wrap="wrap">
            {a.id === currentId ? (
              <Text fw={700} aria-current="page">
                {formatDateTime(a.createdAt)}
              </Text>
            ) : (
              <Anchor component={Link} to={reportPath(applicationId, a.id)}>
                {formatDateTime(a.createdAt)}
              </Anchor>
            )}
            {i === 0 && (
              <Badge size="xs" variant="light">
                Latest
              </Badge>
            )}
            <Text size="sm" c="gray.7">
              {counts(a.summary)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
