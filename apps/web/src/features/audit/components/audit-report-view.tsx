import type { AuditReport } from "@app/contracts";
import { Stack, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { PatentModal } from "../../patent-search/components/patent-modal";
import { FindingsList } from "./findings-list";
import { NoveltySection } from "./novelty-section";
import { PriorArtSection } from "./prior-art-section";
import { ReadinessSummary } from "./readiness-summary";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface Props {
  report: AuditReport;
  /** Set for a saved application's audit: findings then link to the wizard step that fixes them. */
  applicationId?: string;
  /** 'What changed since the last run', for a saved audit. */
  changes?: ReactNode;
}

/** A report, saved or not: readiness and counts, what changed, the findings, the prior art and the novelty argument. */
export function AuditReportView({ report, applicationId, changes }: Props) {
  const [patent, setPatent] = useState<string | null>(null);
  return (
    <Stack gap="xl">
      <Section id="report-summary" title="Summary">
        <ReadinessSummary summary={report.summary} priorArtSearched={report.priorArt !== null} />
      </Section>
      {changes && (
        <Section id="report-changes" title="What changed since the last run">
          {changes}
        </Section>
      )}
      <Section id="report-findings" title="Findings">
        <FindingsList findings={report.findings} applicationId={applicationId} onOpenPatent={setPatent} />
      </Section>
      <Section id="report-prior-art" title="Closest prior art">
        <PriorArtSection priorArt={report.priorArt} onOpenPatent={setPatent} />
      </Section>
      <Section id="report-novelty" title="Novelty argument">
        <NoveltySection novelty={report.novelty} />
      </Section>
      <PatentModal number={patent} description="" onClose={() => setPatent(null)} />
    </Stack>
  );
}
