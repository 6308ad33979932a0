import "@mantine/charts/styles.css";
import { Alert, Button, Code, Container, Group, Loader, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconChartHistogram } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useTabParam } from "../../../lib/use-tab-param";
import { landscapeKey, useLandscape } from "../api";
import { CompetitiveTab } from "../components/competitive-tab";
import { LandscapeForm } from "../components/landscape-form";
import { OpportunitiesTab } from "../components/opportunities-tab";
import { OverviewTab } from "../components/overview-tab";
import { TrendsTab } from "../components/trends-tab";
import { count } from "../lib/display";
import { choiceOf, type Subject, subjectFrom } from "../lib/subject";

const TABS = ["overview", "trends", "opportunities", "competitive"] as const;
export const IMPORT_COMMAND = "npm run patents:import -- FILE…";

function ImportHint() {
  return (
    <Text size="sm">
      To grow the index, import USPTO bulk XML files (grants or applications, from bulkdata.uspto.gov) on the server:{" "}
      <Code>{IMPORT_COMMAND}</Code>
    </Text>
  );
}

/** Patent Landscape Analysis (spec 001 §2, §5, §8, §9): /patent-buddy/analysis?area=…|cpc=…|q=…&tab=… */
export default function LandscapePage() {
  const [params, setParams] = useSearchParams();
  const subject = subjectFrom(params);
  const [tab, setTab] = useTabParam(TABS);
  const [choice, setChoice] = useState<string | null>(choiceOf(subject));
  const [custom, setCustom] = useState(subject && subject.kind !== "area" ? subject.value : "");
  const queryClient = useQueryClient();
  const landscape = useLandscape(subject);
  const key = subject ? `${subject.kind}=${subject.value}` : "";

  // A linked or restored address fills the form; clearing the message keeps what was chosen.
  useEffect(() => {
    if (!key) return;
    const [kind, ...rest] = key.split("=");
    const s = { kind, value: rest.join("=") } as Subject;
    setChoice(choiceOf(s));
    if (s.kind !== "area") setCustom(s.value);
  }, [key]);

  const analyze = (s: Subject) => {
    if (subject && s.kind === subject.kind && s.value === subject.value) void landscape.refetch();
    setParams({ [s.kind]: s.value });
  };
  const clear = () => {
    queryClient.removeQueries({ queryKey: landscapeKey(subject) });
    setParams({});
  };

  let body: React.ReactNode = null;
  if (!subject) {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" py="lg" ta="center">
          <IconChartHistogram size={40} aria-hidden color="var(--mantine-color-gray-6)" />
          <Title order={2} fz="h4">
            Map a technology area
          </Title>
          <Text c="gray.7" maw={560}>
            Choose one of ten technology areas, or your own CPC code or search text, to see how many patents the index
            holds, how filings and grants develop, which sub-areas are rising with few players, and who leads.
          </Text>
        </Stack>
      </Paper>
    );
  } else if (landscape.isError) {
    body = (
      <Alert color="red" role="alert" title="Analysis Unavailable">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{landscape.error.message}</Text>
          <Button size="xs" color="red" variant="white" onClick={clear}>
            Clear Message
          </Button>
        </Stack>
      </Alert>
    );
  } else if (landscape.data) {
    const data = landscape.data;
    body =
      data.patents === 0 ? (
        <Paper withBorder radius="lg" p="xl" role="status">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              No patents in the index for {data.subject.name}
            </Title>
            <Text size="sm" c="gray.7">
              {data.summary.join(" ")} Try another area, a broader CPC code or other words.
            </Text>
            <ImportHint />
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          {data.thin && (
            <Alert color="yellow" title="Thin data" role="status">
              <Stack gap={4}>
                <Text size="sm">
                  Only {count(data.patents)} patents in the index match {data.subject.name}: figures from fewer than 30
                  patents are indicative only.
                </Text>
                <ImportHint />
              </Stack>
            </Alert>
          )}
          <Title order={2} fz="h3">
            {data.subject.name}: {count(data.patents)} patents
          </Title>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="trends">Trends</Tabs.Tab>
              <Tabs.Tab value="opportunities">Opportunities</Tabs.Tab>
              <Tabs.Tab value="competitive">Competitive</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview">
              <OverviewTab data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="trends">
              <TrendsTab data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="opportunities">
              <OpportunitiesTab data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="competitive">
              <CompetitiveTab data={data} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      );
  } else {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Analyzing the landscape…</Text>
      </Group>
    );
  }

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            Patent Landscape Analysis
          </Title>
          <Text c="gray.7">
            Trends, white space and competitors of a technology area, computed from the patents of the built-in index.
          </Text>
        </Stack>
        <LandscapeForm
          choice={choice}
          onChoice={(c) => {
            setChoice(c);
            if (c !== choiceOf(subject)) setCustom("");
          }}
          custom={custom}
          onCustom={setCustom}
          loading={landscape.isFetching}
          onAnalyze={analyze}
        />
        {body}
      </Stack>
    </Container>
  );
}
