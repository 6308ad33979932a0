import type { AuditReport } from "@app/contracts";
import { Alert, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { GROUND_LABELS, GROUNDS, SEVERITIES, SEVERITY_LABELS } from "../lib/report";
import classes from "./audit.module.css";

const TONE = {
  "not-ready": { color: "red", icon: IconAlertTriangle },
  "needs-review": { color: "orange", icon: IconInfoCircle },
  ready: { color: "green", icon: IconCircleCheck },
} as const;

/** The overall readiness line and the counts by severity for each ground: counts, never a probability. */
export function ReadinessSummary({
  summary,
  priorArtSearched,
}: {
  summary: AuditReport["summary"];
  priorArtSearched: boolean;
}) {
  const tone = TONE[summary.ready];
  return (
    <>
      <Alert color={tone.color} icon={<tone.icon size={20} aria-hidden />} title="Readiness">
        {summary.readiness}
      </Alert>
      <Table.ScrollContainer minWidth={320}>
        <Table className={classes.countTable} striped withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Caption>Findings by ground and severity</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Ground</Table.Th>
              {SEVERITIES.map((s) => (
                <Table.Th key={s} scope="col">
                  {SEVERITY_LABELS[s]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {GROUNDS.map((g) => (
              <Table.Tr key={g}>
                <Table.Th scope="row" fw={400}>
                  {GROUND_LABELS[g]}
                  {g === "priorArt" && !priorArtSearched && (
                    <Text span size="xs" c="gray.7">
                      {" "}
                      (not searched)
                    </Text>
                  )}
                </Table.Th>
                {SEVERITIES.map((s) => (
                  <Table.Td key={s} fw={summary.byGround[g][s] > 0 ? 700 : 400}>
                    {summary.byGround[g][s]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              {SEVERITIES.map((s) => (
                <Table.Td key={s} fw={700}>
                  {summary.total[s]}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
