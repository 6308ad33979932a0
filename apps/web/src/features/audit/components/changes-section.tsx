import type { AuditChanges, AuditFinding } from "@app/contracts";
import { Anchor, Badge, Group, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { checkName, keyed, placeLabel, reportPath } from "../lib/report";

function Findings({ title, list, color }: { title: string; list: AuditFinding[]; color: string }) {
  if (list.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2} aria-label={title}>
        {keyed(list).map(({ key, finding: f }) => (
          <List.Item key={key}>
            <Badge size="xs" variant="light" color={color} mr={6}>
              {checkName(f.check)}
            </Badge>
            {f.excerpt ? `‘${f.excerpt}’` : ""} {placeLabel(f) ? `(${placeLabel(f)})` : ""}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** What changed since the application's previous audit: resolved, new and remaining findings. */
export function ChangesSection({ changes, applicationId }: { changes: AuditChanges | null; applicationId: string }) {
  if (!changes) return <Text c="gray.7">This is the application's first audit: nothing to compare yet.</Text>;
  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap">
        <Text>
          <Text span fw={700} c="teal.9">
            {changes.resolved.length}
          </Text>{" "}
          resolved
        </Text>
        <Text>
          <Text span fw={700} c="red.9">
            {changes.added.length}
          </Text>{" "}
          new
        </Text>
        <Text>
          <Text span fw={700}>
            {changes.remaining.length}
          </Text>{" "}
          remaining
        </Text>
        <Anchor component={Link} to={reportPath(applicationId, changes.previousId)} size="sm">
          Open the previous audit
        </Anchor>
      </Group>
      <Findings title="Resolved since the last run" list={changes.resolved} color="teal" />
      <Findings title="New since the last run" list={changes.added} color="red" />
    </Stack>
  );
}
