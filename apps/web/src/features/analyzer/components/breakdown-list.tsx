import type { BreakdownItem } from "@app/contracts";
import { Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconBulb, IconCircleDot, IconListDetails, IconScale } from "@tabler/icons-react";
import { displayTypeLabel } from "../lib/labels";
import { ImportanceBadge } from "./importance-badge";
import { SafeText } from "./safe-text";

function TypeIcon({ type }: { type: string }) {
  if (type === "Flaw") return <IconAlertTriangle size={16} />;
  if (type.includes("Assumption")) return <IconBulb size={16} />;
  if (type.includes("Premise")) return <IconListDetails size={16} />;
  if (type.includes("Rule")) return <IconScale size={16} />;
  return <IconCircleDot size={16} />;
}

const colorFor = (type: string) =>
  type === "Flaw" ? "red" : type.includes("Assumption") ? "teal" : type.includes("Rule") ? "grape" : "blue";

/** Breakdown items as a list (details page and dashboard): type, severity badge and text. */
export function BreakdownList({
  items,
  empty = "No logical components identified",
}: {
  items: BreakdownItem[];
  empty?: string;
}) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are fixed for a result
        <Paper component="li" key={i} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" mb={6} gap="sm">
            <Group gap={8} wrap="nowrap">
              <ThemeIcon size={26} radius="md" variant="light" color={colorFor(item.type)} aria-hidden>
                <TypeIcon type={item.type} />
              </ThemeIcon>
              <Text fw={600} size="sm">
                {displayTypeLabel(item.type)}
              </Text>
            </Group>
            <ImportanceBadge severity={item.severity} />
          </Group>
          <SafeText value={item.text} size="sm" c="gray.8" />
        </Paper>
      ))}
    </Stack>
  );
}
