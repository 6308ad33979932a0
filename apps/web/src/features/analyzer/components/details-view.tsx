import type { HistoryEntry } from "@app/contracts";
import { SimpleGrid, Stack } from "@mantine/core";
import { IconAlertTriangle, IconArrowsExchange, IconBulb, IconTarget } from "@tabler/icons-react";
import { splitLongPremises } from "../lib/premise-split";
import { STRUCTURE_TEXT_MAX } from "../lib/safe-text";
import { BreakdownList } from "./breakdown-list";
import { ConclusionBox } from "./conclusion-box";
import { HiddenAssumptionsPanel } from "./hidden-assumptions-panel";
import { NumberedList } from "./numbered-list";
import { ResultPanel } from "./result-panel";
import { SafeText } from "./safe-text";
import { SummaryCard } from "./summary-card";

/** A saved analysis (spec 001 §2 "Analysis details"), with the details screen's own defaults. */
export function DetailsView({ analysis }: { analysis: HistoryEntry }) {
  const r = analysis.analysisResults;
  const structure = r.argumentStructure ?? { premise: [], conclusion: "", unstatedAssumptions: [] };
  const assumptions = structure.unstatedAssumptions ?? [];
  return (
    <Stack gap="lg">
      <ResultPanel title="Original Argument">
        <SafeText value={analysis.argumentText} c="gray.9" />
      </ResultPanel>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <SummaryCard
          label="Conclusion Type"
          value={r.conclusionType || "Unknown"}
          icon={<IconTarget size={18} />}
          color="violet"
        />
        <SummaryCard
          label="Logical Flaw"
          value={r.keyFlaw || "No flaws detected"}
          icon={<IconAlertTriangle size={18} />}
          color="red"
        />
        <SummaryCard
          label="Counter Argument"
          value={r.counterpoint || "No counter argument"}
          icon={<IconArrowsExchange size={18} />}
          color="orange"
        />
        <SummaryCard
          label="Hidden Assumptions"
          value={r.assumptionsCount ?? 0}
          icon={<IconBulb size={18} />}
          color="teal"
        />
      </SimpleGrid>
      <HiddenAssumptionsPanel assumptions={assumptions} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ResultPanel title="Argument Structure">
          <Stack gap="md">
            <NumberedList
              items={splitLongPremises(structure.premise ?? [])}
              maxLength={STRUCTURE_TEXT_MAX}
              empty="No premises identified"
            />
            <ConclusionBox text={structure.conclusion || "No clear conclusion"} />
          </Stack>
        </ResultPanel>
        <ResultPanel title="Logic Breakdown">
          <BreakdownList items={r.breakdownItems ?? []} />
        </ResultPanel>
      </SimpleGrid>
    </Stack>
  );
}
