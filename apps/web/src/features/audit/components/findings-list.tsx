import type { AuditFinding } from "@app/contracts";
import { Stack, Text, Title } from "@mantine/core";
import { groupFindings, keyed, plural, SEVERITY_LABELS } from "../lib/report";
import { FindingCard } from "./finding-card";

interface Props {
  findings: AuditFinding[];
  applicationId?: string;
  onOpenPatent: (number: string) => void;
}

/** Every finding, grouped by ground and then by severity (must fix first). */
export function FindingsList({ findings, applicationId, onOpenPatent }: Props) {
  if (findings.length === 0) return <Text c="gray.7">No findings: every check passed on this draft.</Text>;
  return (
    <Stack gap="xl">
      {groupFindings(findings).map((group) => (
        <Stack key={group.ground} gap="sm" component="section" aria-labelledby={`ground-${group.ground}`}>
          <Title order={3} fz="h4" id={`ground-${group.ground}`}>
            {group.label}{" "}
            <Text span c="gray.7" fz="sm" fw={400}>
              ({plural(group.count, "finding")})
            </Text>
          </Title>
          {group.bySeverity.map(({ severity, findings: list }) => (
            <Stack key={severity} gap="xs">
              <Title order={4} fz="md" c="gray.8">
                {SEVERITY_LABELS[severity]} ({list.length})
              </Title>
              {keyed(list).map(({ key, finding }) => (
                <FindingCard key={key} finding={finding} applicationId={applicationId} onOpenPatent={onOpenPatent} />
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
