import type { HistoryEntry } from "@app/contracts";
import { ActionIcon, Badge, Group, Text, UnstyledButton } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { relativeTime } from "../../../lib/format";
import classes from "../analyzer.module.css";
import { hasKeyFlaw, previewText } from "../lib/labels";

interface HistoryItemProps {
  entry: HistoryEntry;
  current: boolean;
  onOpen(entry: HistoryEntry): void;
  onDelete(entry: HistoryEntry): void;
}

/** One saved analysis: the open button and the delete button are siblings, never nested. */
export function HistoryItem({ entry, current, onOpen, onDelete }: HistoryItemProps) {
  const r = entry.analysisResults;
  return (
    <li className={classes.historyItem} data-current={current || undefined}>
      <UnstyledButton
        className={classes.historyOpen}
        onClick={() => onOpen(entry)}
        aria-current={current ? "true" : undefined}
      >
        <Text size="xs" c="gray.7" fw={500} pr={28}>
          {relativeTime(entry.timestamp)}
        </Text>
        <Text size="sm" c="gray.9" mt={4} style={{ overflowWrap: "anywhere" }}>
          {previewText(entry.argumentText)}
        </Text>
        <Group gap={4} mt={8}>
          {r.conclusionType && (
            <Badge size="xs" variant="light" color="violet" c="violet.9" radius="sm" tt="none">
              {r.conclusionType}
            </Badge>
          )}
          {hasKeyFlaw(r) && (
            <Badge size="xs" variant="light" color="red" c="red.9" radius="sm" tt="none">
              Flaw
            </Badge>
          )}
          {r.assumptionsCount > 0 && (
            <Badge size="xs" variant="light" color="teal" c="#0a5c45" radius="sm" tt="none">
              {`${r.assumptionsCount} assumptions`}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <ActionIcon
        className={classes.historyDelete}
        variant="subtle"
        color="gray"
        size={28}
        title="Delete analysis"
        aria-label="Delete analysis"
        onClick={() => onDelete(entry)}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </li>
  );
}
