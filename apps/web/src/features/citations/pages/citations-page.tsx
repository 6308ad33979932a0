import { Alert, Button, Container, Group, Loader, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { useTabParam } from "../../../lib/use-tab-param";
import { citationsKey, useCitationAnalysis } from "../api";
import { CitationForm } from "../components/citation-form";
import { CitationsTab } from "../components/citation-list";
import { NetworkTab } from "../components/network-tab";
import { OverviewTab } from "../components/overview-tab";

export const NOT_FOUND = "Patent not found. Please check the patent number and try again.";
export const failed = (message: string) =>
  `Citation analysis failed: ${message.replace(/\.$/, "")}. Please check the patent number and try again.`;
export const FALLBACK_NOTICE =
  "USPTO API is currently unavailable. Using the built-in patent index instead. Results may vary.";
const TABS = ["overview", "citations", "network"] as const;

/** Citation Analysis (spec 001 §2, §3, §5, §8, §9): /patent-buddy/citations?number=…&tab=… */
export default function CitationsPage() {
  const [params, setParams] = useSearchParams();
  const number = params.get("number")?.trim() ?? "";
  const [tab, setTab] = useTabParam(TABS);
  const [input, setInput] = useState(number);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const queryClient = useQueryClient();
  const analysis = useCitationAnalysis(number);

  // A linked or restored address fills the box; clearing the result (Try Again) keeps what was typed.
  useEffect(() => {
    if (number) setInput(number);
  }, [number]);

  const analyze = (n: string) => {
    setNoticeDismissed(false);
    if (n === number) void analysis.refetch();
    setParams({ number: n });
  };
  const tryAgain = () => {
    queryClient.removeQueries({ queryKey: citationsKey(number) });
    setParams({});
  };

  let body: React.ReactNode = null;
  if (!number) {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" py="lg" ta="center">
          <IconLink size={40} aria-hidden color="var(--mantine-color-gray-6)" />
          <Title order={2} fz="h4">
            Analyze a patent's citations
          </Title>
          <Text c="gray.7" maw={560}>
            Enter a patent number to see the patents it cites, the patents in the index that cite it, its citation
            metrics and its citation network.
          </Text>
        </Stack>
      </Paper>
    );
  } else if (analysis.isError) {
    const message =
      analysis.error instanceof ApiError && analysis.error.status === 404 ? NOT_FOUND : failed(analysis.error.message);
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="xs" color="red" variant="white" onClick={tryAgain}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (analysis.data) {
    const data = analysis.data;
    body = (
      <Stack gap="md">
        {data.fallback && !noticeDismissed && (
          <Alert color="yellow" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNoticeDismissed(true)}>
            <Text size="sm">{FALLBACK_NOTICE}</Text>
            {data.office.message && (
              <Text size="sm" mt={4}>
                Reason: {data.office.message}
              </Text>
            )}
          </Alert>
        )}
        {data.office.state === "connected" && (
          <Text size="sm" c="gray.7">
            Includes the USPTO's enriched citations: the references of the application's office actions, with their
            category and whether the examiner or the applicant cited them.
          </Text>
        )}
        {data.office.state === "none" && data.office.message && (
          <Text size="sm" c="gray.7">
            {data.office.message}
          </Text>
        )}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="citations">Citations</Tabs.Tab>
            <Tabs.Tab value="network">Network</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <OverviewTab data={data} />
          </Tabs.Panel>
          <Tabs.Panel value="citations">
            <CitationsTab forward={data.citations.forward} backward={data.citations.backward} />
          </Tabs.Panel>
          <Tabs.Panel value="network">
            <NetworkTab data={data} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  } else {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Analyzing citations…</Text>
      </Group>
    );
  }

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            Citation Analysis
          </Title>
          <Text c="gray.7">
            Forward and backward citations of a patent, its citation metrics and its network, from the built-in patent
            index and, with a USPTO API key, the office's enriched citations.
          </Text>
        </Stack>
        <CitationForm value={input} onChange={setInput} loading={analysis.isFetching} onAnalyze={analyze} />
        {body}
      </Stack>
    </Container>
  );
}
