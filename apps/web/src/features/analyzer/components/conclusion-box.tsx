import { Badge, Stack } from "@mantine/core";
import { STRUCTURE_TEXT_MAX } from "../lib/safe-text";
import { SafeText } from "./safe-text";

/** The conclusion under its 'Conclusion' badge, set off in blue (details screen and dashboard). */
export function ConclusionBox({ text }: { text: string }) {
  return (
    <Stack gap={6} p="sm" bg="blue.0" style={{ borderRadius: 8, borderLeft: "3px solid var(--mantine-color-blue-6)" }}>
      <Badge variant="filled" color="blue" radius="sm" size="sm">
        Conclusion
      </Badge>
      <SafeText value={text} maxLength={STRUCTURE_TEXT_MAX} fw={500} />
    </Stack>
  );
}
