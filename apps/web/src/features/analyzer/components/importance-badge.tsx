import { Badge } from "@mantine/core";
import { type Importance, importanceLevel } from "../lib/labels";

// Dark text on pale tints: the spec's red / yellow / green stay recognisable and pass WCAG AA contrast.
const TONES: Record<Importance, { bg: string; fg: string }> = {
  High: { bg: "var(--mantine-color-red-1)", fg: "#a51d1d" },
  Medium: { bg: "var(--mantine-color-yellow-2)", fg: "#6b4700" },
  Low: { bg: "var(--mantine-color-green-1)", fg: "#1d6330" },
};

/** Spec 001 §2: High red, Medium yellow, otherwise green; shows the severity as given. */
export function ImportanceBadge({ severity }: { severity: string }) {
  const tone = TONES[importanceLevel(severity)];
  return (
    <Badge variant="filled" radius="sm" styles={{ root: { background: tone.bg, color: tone.fg } }}>
      {severity || "Low"}
    </Badge>
  );
}
