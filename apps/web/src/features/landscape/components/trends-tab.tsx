import type { LandscapeReply } from "@app/contracts";
import { LineChart } from "@mantine/charts";
import { List, Stack, Text } from "@mantine/core";
import { count, csvName, growthLabel, percent } from "../lib/display";
import { DataTable } from "./data-table";
import { Section } from "./section";

/** A year's label on the chart and in the table: '2018*' when its counts are incomplete. */
const yearLabel = (y: { year: number; incomplete: string | null }) => `${y.year}${y.incomplete ? "*" : ""}`;

/** Trends: filings, grants and publications per year, the growth rate, the incomplete years marked. */
export function TrendsTab({ data }: { data: LandscapeReply }) {
  const growth = data.growth ? growthLabel(data.growth) : null;
  const incomplete = data.years.filter((y) => y.incomplete);
  return (
    <Stack gap="lg">
      <Section id="landscape-growth" title={`Growth rate: ${growth?.value ?? "not measurable"}`}>
        <Text size="sm">
          {growth
            ? `Patents published in ${growth.detail}: (recent − prior) ÷ prior, over complete years only.`
            : "Fewer than two complete years hold these patents: no growth can be measured."}
        </Text>
      </Section>
      <Section
        id="landscape-years"
        title="Patents per year"
        intro="Published: each patent once, by its first publication. Filed: by filing date (when on record). Granted: by grant date. * marks an incomplete year."
      >
        {data.years.length ? (
          <>
            <div
              role="img"
              aria-label="Line chart of patents published, filed and granted per year; the table below holds the same figures"
            >
              <LineChart
                h={260}
                data={data.years.map((y) => ({
                  year: yearLabel(y),
                  Published: y.published,
                  Filed: y.filed,
                  Granted: y.granted,
                }))}
                dataKey="year"
                series={[
                  { name: "Published", color: "blue.7" },
                  { name: "Filed", color: "teal.8", strokeDasharray: "5 5" },
                  { name: "Granted", color: "grape.7" },
                ]}
                withLegend
                curveType="linear"
              />
            </div>
            {incomplete.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  Incomplete years (*), left out of the growth rate
                </Text>
                <List size="sm" spacing={2}>
                  {incomplete.map((y) => (
                    <List.Item key={y.year}>
                      {y.year}: {y.incomplete}
                    </List.Item>
                  ))}
                </List>
              </div>
            )}
            <Text size="xs" c="gray.7">
              Filings of the last 18 months before the index's end are not yet published (US applications publish 18
              months after filing): those years' filing counts are low by construction.
            </Text>
            <DataTable
              caption="Patents per year"
              file={csvName(data.subject.name, "patents per year")}
              rows={data.years}
              rowKey={(y) => String(y.year)}
              columns={[
                { header: "Year", cell: yearLabel, csv: (y) => y.year, nowrap: true },
                { header: "Published", cell: (y) => count(y.published), csv: (y) => y.published, numeric: true },
                {
                  header: "Filed",
                  cell: (y) => `${count(y.filed)}${y.filingsIncomplete ? "†" : ""}`,
                  csv: (y) => y.filed,
                  numeric: true,
                },
                { header: "Granted", cell: (y) => count(y.granted), csv: (y) => y.granted, numeric: true },
                {
                  header: "Share",
                  cell: (y) => (y.shareOfIndex === null ? "—" : percent(y.shareOfIndex)),
                  csv: (y) => (y.shareOfIndex === null ? null : Number(y.shareOfIndex.toFixed(4))),
                  numeric: true,
                },
                {
                  header: "Incomplete",
                  cell: () => null,
                  csv: (y) => y.incomplete ?? (y.filingsIncomplete ? "filings not all published yet" : ""),
                  csvOnly: true,
                },
              ]}
            />
            <Text size="xs" c="gray.7">
              † filings of this year are not all published by the index's end. Share = published ÷ all the index's
              publications that year.
            </Text>
          </>
        ) : (
          <Text size="sm">No patent to count.</Text>
        )}
      </Section>
    </Stack>
  );
}
