import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { SafeText } from "./safe-text";

/** Numbered argument parts (premises, assumptions) as a real ordered list. */
export function NumberedList({
  items,
  color = "blue",
  maxLength,
  empty,
}: {
  items: string[];
  color?: string;
  maxLength?: number;
  empty?: string;
}) {
  if (items.length === 0) {
    return empty ? (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    ) : null;
  }
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items can repeat and never reorder
        <Group component="li" key={i} gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={24} radius="xl" variant="light" color={color} fw={700} fz="xs" aria-hidden>
            {i + 1}
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <SafeText value={item} maxLength={maxLength} size="sm" c="gray.9" />
          </div>
        </Group>
      ))}
    </Stack>
  );
}
