import type { Competitor, LandscapeReply } from "@app/contracts";
import { BarChart } from "@mantine/charts";
import { Badge, Code, Stack, Text } from "@mantine/core";
import { count, csvName, percent } from "../lib/display";
import { CpcLabel } from "./cpc-label";
import { DataTable } from "./data-table";
import { Section } from "./section";

const TREND_COLORS = { Rising: "green", New: "blue", Steady: "gray", Falling: "red" } as const;

const mainCpc = (c: Competitor) => c.cpc.map((x) => `${x.code} ${x.title} (${x.patents})`).join("; ");

/** Competitive: top assignees with share, trend and their main CPC subgroups. */
export function CompetitiveTab({ data }: { data: LandscapeReply }) {
  const { competitors } = data;
  const window = data.growth
    ? `${data.growth.recent.from}–${data.growth.recent.to} vs ${data.growth.prior.from}–${data.growth.prior.to}`
    : null;
  return (
    <Section
      id="landscape-competitors"
      title="Top assignees"
      intro={
        competitors.length
          ? `Assignees are on record for ${count(data.patentsWithAssignee)} of ${count(data.patents)} patents; share = the assignee's patents ÷ those ${count(data.patentsWithAssignee)}. Names written differently ('Acme, Inc.', 'ACME INC') count as one.${window ? ` Trend: patents published ${window}.` : ""}`
          : undefined
      }
    >
      {competitors.length ? (
        <Stack gap="md">
          <div role="img" aria-label="Bar chart of the top assignees' patents; the table below holds the same figures">
            <BarChart
              h={Math.max(160, competitors.length * 32)}
              data={competitors.map((c) => ({
                name: c.name.length > 28 ? `${c.name.slice(0, 27)}…` : c.name,
                Patents: c.patents,
              }))}
              dataKey="name"
              orientation="vertical"
              series={[{ name: "Patents", color: "indigo.7" }]}
              yAxisProps={{ width: 130 }}
              xAxisProps={{ allowDecimals: false }}
              gridAxis="none"
            />
          </div>
          <DataTable
            caption="Top assignees"
            file={csvName(data.subject.name, "top assignees")}
            rows={competitors}
            rowKey={(c) => c.name}
            columns={[
              { header: "Assignee", cell: (c) => c.name, csv: (c) => c.name },
              { header: "Patents", cell: (c) => count(c.patents), csv: (c) => c.patents, numeric: true },
              { header: "Share", cell: (c) => percent(c.share), csv: (c) => Number(c.share.toFixed(4)), numeric: true },
              {
                header: "Trend",
                cell: (c) => (
                  <Badge variant="light" color={TREND_COLORS[c.trend]} c="dark" tt="none">
                    {c.trend} {c.prior} → {c.recent}
                  </Badge>
                ),
                csv: (c) => `${c.trend} (${c.prior} -> ${c.recent})`,
              },
              {
                header: "Main CPC subgroups",
                cell: (c) =>
                  c.cpc.length === 0 ? (
                    <Text span size="sm" c="gray.7">
                      No CPC on record
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {c.cpc.map((x) => (
                        <CpcLabel key={x.code} code={x.code} title={`${x.title} (${x.patents})`} />
                      ))}
                    </Stack>
                  ),
                csv: mainCpc,
              },
            ]}
          />
        </Stack>
      ) : (
        <Text size="sm">
          None of these {count(data.patents)} patents names an assignee in the index. Full grant records carry their
          assignees: importing USPTO bulk XML files (<Code>npm run patents:import -- FILE…</Code>) fills this tab.
        </Text>
      )}
    </Section>
  );
}
