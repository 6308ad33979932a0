import type { LandscapeReply } from "@app/contracts";
import { BarChart } from "@mantine/charts";
import { Badge, Card, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { count, csvName, growthLabel, percent } from "../lib/display";
import { CpcLabel } from "./cpc-label";
import { DataTable } from "./data-table";
import { Section } from "./section";

const MATCH_LABELS = { subclass: "whole subclass", group: "main group", subgroup: "subgroup and those below" } as const;

function Stat({ name, value, detail }: { name: string; value: React.ReactNode; detail: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name}>
      <Text size="sm" c="gray.7" fw={600}>
        {name}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {detail}
      </Text>
    </Card>
  );
}

/** Overview: what was analysed, the headline figures, the summary, top CPC symbols and top terms. */
export function OverviewTab({ data }: { data: LandscapeReply }) {
  const { subject } = data;
  const growth = data.growth ? growthLabel(data.growth) : null;
  const published = data.years.filter((y) => y.published > 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Stat name="Patents" value={count(data.patents)} detail="in the index, the figures rest on them" />
        <Stat
          name="Assignees"
          value={count(data.assigneeNames)}
          detail={`distinct names; on record for ${count(data.patentsWithAssignee)} of ${count(data.patents)} patents`}
        />
        <Stat
          name="Growth rate"
          value={growth?.value ?? "—"}
          detail={growth ? `publications ${growth.detail}` : "too few complete years to compare"}
        />
        <Stat
          name="Years"
          value={published.length ? `${published[0]?.year}–${published.at(-1)?.year}` : "—"}
          detail={data.indexNewest ? `the index reaches ${data.indexNewest}` : "the index is empty"}
        />
      </SimpleGrid>

      <Section id="landscape-summary" title="What the data show">
        <List spacing={4} size="sm">
          {data.summary.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      </Section>

      <Section
        id="landscape-definition"
        title={`How “${subject.name}” is found`}
        intro={
          subject.kind === "text"
            ? "Patents whose title, abstract or claims hold these words (English stemming; quotes for a phrase, 'or', '-word')."
            : subject.kind === "cpc"
              ? "Patents classified under this CPC code."
              : "Patents classified under one of these CPC codes, or whose title, abstract or claims hold one of these phrases."
        }
      >
        {subject.cpc.length > 0 && (
          <ul aria-label="CPC codes">
            {subject.cpc.map((c) => (
              <li key={c.code}>
                <CpcLabel code={c.code} title={c.title} />{" "}
                <Text span size="xs" c="gray.7">
                  ({MATCH_LABELS[c.match]})
                </Text>
              </li>
            ))}
          </ul>
        )}
        {subject.kind === "area" && (
          <Group gap={6} aria-label="Keyword phrases">
            {subject.keywords.map((k) => (
              <Badge key={k} variant="light" color="gray" c="dark" tt="none">
                {k}
              </Badge>
            ))}
          </Group>
        )}
        {subject.source && (
          <Text size="xs" c="gray.7">
            Source: {subject.source}
          </Text>
        )}
      </Section>

      <Section
        id="landscape-top-cpc"
        title="Top CPC subgroups"
        intro="The classification symbols the patents carry most often; share = patents with the symbol ÷ all the patents."
      >
        {data.topCpc.length ? (
          <>
            <div role="img" aria-label="Bar chart of the top CPC subgroups; the table below holds the same figures">
              <BarChart
                h={Math.max(160, data.topCpc.length * 30)}
                data={data.topCpc.map((c) => ({ code: c.code, Patents: c.patents }))}
                dataKey="code"
                orientation="vertical"
                series={[{ name: "Patents", color: "blue.7" }]}
                yAxisProps={{ width: 96 }}
                xAxisProps={{ allowDecimals: false }}
                gridAxis="none"
              />
            </div>
            <DataTable
              caption="Top CPC subgroups"
              file={csvName(subject.name, "top CPC subgroups")}
              rows={data.topCpc}
              rowKey={(c) => c.code}
              columns={[
                {
                  header: "CPC subgroup",
                  cell: (c) => <CpcLabel code={c.code} title={c.title} />,
                  csv: (c) => `${c.code} ${c.title}`,
                },
                { header: "Patents", cell: (c) => count(c.patents), csv: (c) => c.patents, numeric: true },
                {
                  header: "Share",
                  cell: (c) => percent(c.share),
                  csv: (c) => Number(c.share.toFixed(4)),
                  numeric: true,
                },
              ]}
            />
          </>
        ) : (
          <Text size="sm">No CPC symbol on record for these patents.</Text>
        )}
      </Section>

      <Section
        id="landscape-top-terms"
        title="Top terms"
        intro={`Words and two-word phrases of the titles and abstracts, counted once per patent, in the ${count(data.topTerms.sample)} newest patents; common English and patent words left out.`}
      >
        {data.topTerms.terms.length ? (
          <DataTable
            caption="Top terms"
            file={csvName(subject.name, "top terms")}
            rows={data.topTerms.terms}
            rowKey={(t) => t.term}
            columns={[
              { header: "Term", cell: (t) => t.term, csv: (t) => t.term },
              {
                header: `Patents (of ${data.topTerms.sample})`,
                cell: (t) => count(t.patents),
                csv: (t) => t.patents,
                numeric: true,
              },
            ]}
          />
        ) : (
          <Text size="sm">No term appears in two patents or more.</Text>
        )}
      </Section>
    </Stack>
  );
}
