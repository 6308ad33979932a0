import type { LandscapeReply, WhiteSpace } from "@app/contracts";
import { Sparkline } from "@mantine/charts";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import classes from "../landscape.module.css";
import { count, csvName, growthLabel, searchLink } from "../lib/display";
import { CpcLabel } from "./cpc-label";
import { DataTable } from "./data-table";
import { Section } from "./section";

const holders = (w: WhiteSpace) =>
  w.assigneesKnown
    ? `${w.assignees} ${w.assignees === 1 ? "assignee" : "assignees"}${w.assigneeNames.length ? `: ${w.assigneeNames.join(", ")}` : ""}`
    : `assignees unknown: ${w.patentsWithAssignee} of ${w.patents} patents name one`;

const SHOWN_NUMBERS = 8;
const range = (w: { from: number; to: number }) => (w.from === w.to ? `${w.from}` : `${w.from}–${w.to}`);

const perYear = (w: WhiteSpace) => w.years.map((y) => `${y.year}: ${y.patents}`).join(", ");

function Opportunity({ w }: { w: WhiteSpace }) {
  const g = growthLabel(w.growth);
  const headingId = `ws-${w.group.code.replace(/\W/g, "-")}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="md" id={headingId}>
            <CpcLabel code={w.group.code} title={w.group.title} />
          </Title>
          <Badge variant="light" color={w.assigneesKnown ? "green" : "yellow"} c="dark" tt="none">
            {w.assigneesKnown ? "Few assignees" : "Assignees unknown"}
          </Badge>
        </Group>
        <Text size="sm">
          {count(w.patents)} patents · {w.growth.prior.count} in {range(w.growth.prior)} → {w.growth.recent.count} in{" "}
          {range(w.growth.recent)} ({g.value}) · {holders(w)}
        </Text>
        <div role="img" aria-label={`Patents per year: ${perYear(w)}`} style={{ maxWidth: 320 }}>
          <Sparkline h={48} data={w.years.map((y) => y.patents)} color="blue.7" fillOpacity={0.3} curveType="linear" />
        </div>
        <Text size="xs" c="gray.7">
          Per year: {perYear(w)}
        </Text>
        <Text size="xs" c="gray.7">
          Its {Math.min(SHOWN_NUMBERS, w.numbers.length)} newest patents
          {w.patents > SHOWN_NUMBERS ? ` of ${count(w.patents)} (the CSV lists ${w.numbers.length})` : ""}:
        </Text>
        <Group gap={8} component="ul" className={classes.list} aria-label={`Newest patents of ${w.group.code}`}>
          {w.numbers.slice(0, SHOWN_NUMBERS).map((n) => (
            <li key={n}>
              <Anchor component={Link} to={searchLink(n)} size="sm" aria-label={`Open ${n} in Patent Search`}>
                {n}
              </Anchor>
            </li>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Opportunities: white space, each sub-area with its evidence and links to its patents (docs/landscape.md). */
export function OpportunitiesTab({ data }: { data: LandscapeReply }) {
  const ws = data.whiteSpace;
  return (
    <Stack gap="lg">
      <Section
        id="landscape-white-space"
        title="White space"
        intro="Sub-areas (CPC main groups with 3 patents or more) whose patents rose between the two growth windows and that at most 3 assignees hold. A sub-area whose patents mostly name no assignee is shown apart: rising, holders unknown."
      >
        {ws.length ? (
          <Stack gap="sm" component="ul" className={classes.list} aria-label="Rising sub-areas">
            {ws.map((w) => (
              <Opportunity key={w.group.code} w={w} />
            ))}
          </Stack>
        ) : (
          <Text size="sm">
            No sub-area is rising: none has more patents in the recent window than in the prior one
            {data.growth ? ` (${growthLabel(data.growth).detail.replace(/ \(\d+\)/g, "")})` : ""}.
          </Text>
        )}
      </Section>
      {ws.length > 0 && (
        <Section id="landscape-white-space-table" title="White space as a table">
          <DataTable
            caption="Rising sub-areas"
            file={csvName(data.subject.name, "white space")}
            rows={ws}
            rowKey={(w) => w.group.code}
            columns={[
              {
                header: "CPC main group",
                cell: (w) => <CpcLabel code={w.group.code} title={w.group.title} />,
                csv: (w) => `${w.group.code} ${w.group.title}`,
              },
              { header: "Patents", cell: (w) => count(w.patents), csv: (w) => w.patents, numeric: true },
              {
                header: "Prior → recent",
                cell: (w) => `${w.growth.prior.count} → ${w.growth.recent.count}`,
                csv: (w) => `${w.growth.prior.count} -> ${w.growth.recent.count}`,
              },
              { header: "Assignees", cell: holders, csv: holders },
              { header: "Per year", cell: () => null, csv: perYear, csvOnly: true },
              { header: "Newest patents", cell: () => null, csv: (w) => w.numbers.join(" "), csvOnly: true },
            ]}
          />
        </Section>
      )}
    </Stack>
  );
}
