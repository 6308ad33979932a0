import type { AnalysisResults } from "@app/contracts";
import { Badge, Stack } from "@mantine/core";
import { NumberedList } from "../../analyzer/components/numbered-list";
import { ResultPanel } from "../../analyzer/components/result-panel";
import { SafeText } from "../../analyzer/components/safe-text";
import { splitLongPremises } from "../../analyzer/lib/premise-split";
import { STRUCTURE_TEXT_MAX } from "../../analyzer/lib/safe-text";

// The analyzer's placeholders are shown under the dashboard's own wording (spec 001 §3).
const NO_PREMISE = new Set(["", "No clear premise", "No explicit premises detected"]);
const NO_CONCLUSION = new Set(["", "No clear conclusion"]);

export function DashboardStructure({ structure }: { structure: AnalysisResults["argumentStructure"] }) {
  const premises = splitLongPremises(structure.premise.filter((p) => !NO_PREMISE.has(p.trim())));
  const conclusion = NO_CONCLUSION.has(structure.conclusion.trim())
    ? "No clear conclusion identified"
    : structure.conclusion;
  return (
    <ResultPanel title="Argument Structure">
      <Stack gap="md">
        <Stack gap={8}>
          <Badge variant="light" color="gray" radius="sm">
            Premises
          </Badge>
          <NumberedList items={premises} maxLength={STRUCTURE_TEXT_MAX} empty="No explicit premises detected" />
        </Stack>
        <Stack
          gap={6}
          p="sm"
          bg="blue.0"
          style={{ borderRadius: 8, borderLeft: "3px solid var(--mantine-color-blue-6)" }}
        >
          <Badge variant="filled" color="blue" radius="sm" size="sm">
            Conclusion
          </Badge>
          <SafeText value={conclusion} maxLength={STRUCTURE_TEXT_MAX} fw={500} />
        </Stack>
      </Stack>
    </ResultPanel>
  );
}
