import type { AnalysisResults } from "@app/contracts";
import { Badge, Stack } from "@mantine/core";
import { ConclusionBox } from "../../analyzer/components/conclusion-box";
import { NumberedList } from "../../analyzer/components/numbered-list";
import { ResultPanel } from "../../analyzer/components/result-panel";
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
        <ConclusionBox text={conclusion} />
      </Stack>
    </ResultPanel>
  );
}
