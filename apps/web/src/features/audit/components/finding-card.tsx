import type { AuditFinding } from "@app/contracts";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { checkName, highlightParts, placeLabel, SEVERITY_COLORS, SEVERITY_LABELS, wizardStepPath } from "../lib/report";
import classes from "./audit.module.css";

interface Props {
  finding: AuditFinding;
  /** The saved application the finding belongs to; a draft's findings have no wizard to open. */
  applicationId?: string;
  /** Opens a patent the finding names (prior art). */
  onOpenPatent?: (number: string) => void;
}

const STEP_LABELS: Record<string, string> = {
  CrossReference: "Cross-Reference",
  FederalResearch: "Federal Research",
  DetailedDescription: "Detailed Description",
};

/** One finding: where it is, the words in their paragraph, why it matters, how to fix it, and the step that fixes it. */
export function FindingCard({ finding: f, applicationId, onOpenPatent }: Props) {
  const place = placeLabel(f);
  const [before, words, after] = highlightParts(f);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${checkName(f.check)}: ${words || place || ""}`}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge color={SEVERITY_COLORS[f.severity]} variant="light">
            {SEVERITY_LABELS[f.severity]}
          </Badge>
          <Text fw={600}>{checkName(f.check)}</Text>
          <Text size="sm" c="gray.7">
            {place ?? "Whole draft"}
          </Text>
        </Group>
        {(before || words) && (
          <Text component="blockquote" className={classes.excerpt}>
            {before}
            {words && <mark>{words}</mark>}
            {after}
          </Text>
        )}
        <Text size="sm">
          <Text span fw={600}>
            Why:{" "}
          </Text>
          {f.why}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            How to fix:{" "}
          </Text>
          {f.fix}
        </Text>
        {f.references && f.references.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              Patents:
            </Text>
            {f.references.map((r) => (
              <Anchor key={r.number} component="button" size="sm" onClick={() => onOpenPatent?.(r.number)}>
                {r.number}
              </Anchor>
            ))}
          </Group>
        )}
        {applicationId && f.step && (
          <Anchor component={Link} to={wizardStepPath(applicationId, f.step)} size="sm" fw={600}>
            Fix in the wizard: {STEP_LABELS[f.step] ?? f.step} step{" "}
            <IconArrowRight size={14} aria-hidden style={{ verticalAlign: "middle" }} />
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
