import type { CitationAnalysisReply } from "@app/contracts";
import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { shortCpcTitle } from "../../../lib/cpc";
import { formatPublished, itemHeading, percent, searchLink } from "../lib/display";

const LEVEL_COLORS = { High: "green", Medium: "yellow", Low: "gray" } as const;

function Metric({ name, value, formula }: { name: string; value: React.ReactNode; formula: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name}>
      <Text size="sm" c="gray.7" fw={600}>
        {name}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {formula}
      </Text>
    </Card>
  );
}

const level = (v: "High" | "Medium" | "Low") => (
  <Badge size="lg" variant="light" color={LEVEL_COLORS[v]} c="dark">
    {v}
  </Badge>
);

/** The patent's summary and the spec's metrics, each with its formula (spec 001 §3, §9; docs/citations.md). */
export function OverviewTab({ data }: { data: CitationAnalysisReply }) {
  const { patent: p, impact, citations } = data;
  const heading = itemHeading({ title: p.title, abstractExcerpt: p.abstract, inIndex: true });
  const forward = citations.forward.length;
  const backward = citations.backward.length;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Stack gap={8}>
          {heading.label && (
            <Text size="xs" fw={700} tt="uppercase" c="gray.7">
              {heading.label}
            </Text>
          )}
          <Title order={2} fz="h3" fw={heading.label ? 500 : 700}>
            {heading.text}
          </Title>
          <Group gap="xs" c="gray.7" fz="sm">
            <Text span fw={600} c="dark">
              {p.number}
              {p.kind ? ` ${p.kind}` : ""}
            </Text>
            {p.filingDate && <Text span>· Filed {formatPublished(p.filingDate)}</Text>}
            {p.publicationDate && <Text span>· Published {formatPublished(p.publicationDate)}</Text>}
            <Badge variant="light" color={p.inIndex ? "blue" : "grape"}>
              {p.inIndex ? "In the index" : "From the USPTO"}
            </Badge>
          </Group>
          <Text size="sm">Assignee: {p.assignee ?? "Not on record"}</Text>
          <Text size="sm">Inventors: {p.inventors.length ? p.inventors.join(", ") : "Not on record"}</Text>
          {p.cpc.length > 0 && (
            <Text size="sm">
              Classification:{" "}
              {p.cpc
                .slice(0, 3)
                .map((c) => `${c.code} (${shortCpcTitle(c.title)})`)
                .join("; ")}
              {p.cpc.length > 3 ? `; and ${p.cpc.length - 3} more` : ""}
            </Text>
          )}
          <Group gap="md">
            {p.inIndex && (
              <Anchor component={Link} to={searchLink(p.number)} size="sm">
                Open in Patent Search
              </Anchor>
            )}
            {p.url && (
              <Anchor href={p.url} target="_blank" rel="noopener noreferrer" size="sm">
                Public page of {p.number} (opens in a new tab)
              </Anchor>
            )}
          </Group>
        </Stack>
      </Paper>

      <Stack gap="xs">
        <Title order={2} fz="h4">
          Citation metrics
        </Title>
        <Text size="sm" c="gray.7">
          Computed from {forward} forward and {backward} backward citations by the formulas shown; none is random.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Metric
          name="Citation count"
          value={impact.citationCount}
          formula={`forward + backward = ${forward} + ${backward}`}
        />
        <Metric name="H-index (spec rule)" value={impact.hIndex} formula="max(1, ⌊citation count ÷ 2⌋)" />
        <Metric name="Influence score" value={percent(impact.influenceScore)} formula="min(1, citation count ÷ 20)" />
        <Metric
          name="Technology impact"
          value={level(impact.technologyImpact)}
          formula="High if forward > 10, Medium if > 5, else Low"
        />
        <Metric
          name="Market relevance"
          value={level(impact.marketRelevance)}
          formula="High if forward > 5, else Medium"
        />
        <Metric
          name="Innovation level"
          value={level(impact.innovationLevel)}
          formula="High if forward > 8, Medium if > 3, else Low"
        />
        <Metric
          name="Citing patents' h-index"
          value={impact.citingHIndex ?? "—"}
          formula={
            impact.citingHIndex === null
              ? "No citing patent in the index to count (not in the spec)"
              : "Largest h with h citing patents each cited ≥ h times in the index (not in the spec)"
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
