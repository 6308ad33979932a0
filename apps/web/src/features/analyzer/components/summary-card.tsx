import { Group, HoverCard, Paper, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";
import { stripTags } from "../lib/safe-text";
import { SafeText } from "./safe-text";

export interface SummaryCardProps {
  label: string;
  value: string | number;
  icon: ReactNode;
  color: string;
}

/**
 * A result summary: the value clamped to three lines, the whole text in a popover on hover, keyboard focus or tap
 * (spec 001 §4 "Summary card hover").
 */
export function SummaryCard({ label, value, icon, color }: SummaryCardProps) {
  const text = typeof value === "number" ? String(value) : stripTags(value);
  return (
    <HoverCard
      width={360}
      shadow="md"
      position="bottom-start"
      openDelay={120}
      role="tooltip"
      events={{ hover: true, focus: true, touch: true }}
    >
      <HoverCard.Target>
        <Paper withBorder radius="md" p="md" tabIndex={0} style={{ cursor: "default", height: "100%" }}>
          <Group gap={10} mb={8} wrap="nowrap">
            <ThemeIcon variant="light" color={color} radius="md" size={30} aria-hidden>
              {icon}
            </ThemeIcon>
            <Text component="h3" size="xs" fw={700} c="gray.7" tt="uppercase" style={{ letterSpacing: "0.04em" }} m={0}>
              {label}
            </Text>
          </Group>
          <Text fw={600} c="gray.9" lineClamp={3}>
            {text}
          </Text>
        </Paper>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Text size="xs" fw={700} c="gray.7" tt="uppercase" mb={6}>
          {label}
        </Text>
        <SafeText value={typeof value === "number" ? String(value) : value} size="sm" />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
