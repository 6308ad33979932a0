import type { AnalysisResults } from "@app/contracts";
import { Alert, Button, Group, SimpleGrid, Stack, Title } from "@mantine/core";
import { IconInfoCircle, IconLayoutDashboard } from "@tabler/icons-react";
import { Link } from "react-router";
import { ArgumentPanel } from "./argument-panel";
import { BreakdownTable } from "./breakdown-table";
import { HiddenAssumptionsPanel } from "./hidden-assumptions-panel";
import { ResultPanel } from "./result-panel";
import { SafeText } from "./safe-text";
import { StructurePanel } from "./structure-panel";
import { SummaryCards } from "./summary-cards";

// The processed default (spec 001 §3) means the model offered none: the panel is shown only for a real one.
const NO_COUNTER = "No counter argument provided";

/** The analyzer's results area (spec 001 §2). */
export function ResultsView({ results }: { results: AnalysisResults }) {
  const counter = results.counterpoint?.trim();
  const assumptions = results.argumentStructure.unstatedAssumptions;
  return (
    <Stack gap="lg" component="section" aria-labelledby="results-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} id="results-title" fz="h3">
          Analysis Results
        </Title>
        <Button
          component={Link}
          to="/dashboard"
          state={{ analysisResults: results, originalArgument: results.originalArgument }}
          variant="light"
          size="sm"
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          Open in dashboard
        </Button>
      </Group>
      {results.note && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title="Note">
          {results.note}
        </Alert>
      )}
      <SummaryCards results={results} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ArgumentPanel original={results.originalArgument} improved={results.improvedArgument} />
        <StructurePanel structure={results.argumentStructure} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: counter && counter !== NO_COUNTER ? 2 : 1 }} spacing="lg">
        {counter && counter !== NO_COUNTER && (
          <ResultPanel title="Counter Argument">
            <SafeText value={counter} c="gray.9" />
          </ResultPanel>
        )}
        <HiddenAssumptionsPanel assumptions={assumptions} />
      </SimpleGrid>
      <BreakdownTable items={results.breakdownItems} />
    </Stack>
  );
}
