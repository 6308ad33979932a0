import type { AnalysisResults } from "@app/contracts";
import { SimpleGrid } from "@mantine/core";
import { IconAlertTriangle, IconArrowsExchange, IconBulb, IconRoute, IconTarget } from "@tabler/icons-react";
import { SummaryCard } from "./summary-card";

type Fourth = "method" | "assumptions";

/** The four cards over a result: the analyzer's fourth is Method of Reasoning, the dashboard's Hidden Assumptions. */
export function SummaryCards({ results, fourth = "method" }: { results: AnalysisResults; fourth?: Fourth }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <SummaryCard
        label="Conclusion Type"
        value={results.conclusionType}
        icon={<IconTarget size={18} />}
        color="violet"
      />
      <SummaryCard label="Logical Flaw" value={results.keyFlaw} icon={<IconAlertTriangle size={18} />} color="red" />
      <SummaryCard
        label="Counter Argument"
        value={results.counterpoint}
        icon={<IconArrowsExchange size={18} />}
        color="orange"
      />
      {fourth === "method" ? (
        <SummaryCard
          label="Method of Reasoning"
          value={results.methodOfReasoning}
          icon={<IconRoute size={18} />}
          color="blue"
        />
      ) : (
        <SummaryCard
          label="Hidden Assumptions"
          value={results.assumptionsCount}
          icon={<IconBulb size={18} />}
          color="teal"
        />
      )}
    </SimpleGrid>
  );
}
