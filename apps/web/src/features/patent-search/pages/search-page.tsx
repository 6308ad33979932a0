import type { PatentSearchQuery } from "@app/contracts";
import { Alert, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { usePatentSearch } from "../api";
import { PatentModal } from "../components/patent-modal";
import { ResultCard } from "../components/result-card";
import { SearchForm } from "../components/search-form";
import { SearchStatus } from "../components/search-status";
import { readSearch, writeSearch } from "../lib/search-params";

export const FALLBACK_NOTICE =
  "USPTO API is currently unavailable. Using the built-in patent index instead. Results may vary.";
export const NO_RESULTS = "No patents found matching your search criteria. Try different keywords or search terms.";

/** AI Patent Search (spec 001 §2, §4, §8): /patent-buddy/search. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const results = usePatentSearch(search);
  const [open, setOpen] = useState<string | null>(null);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const run = (next: PatentSearchQuery) => {
    setNoticeDismissed(false);
    setParams(writeSearch(next));
  };

  let body: React.ReactNode;
  if (!search.q) {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" py="lg" ta="center">
          <IconSearch size={40} aria-hidden color="var(--mantine-color-gray-6)" />
          <Title order={2} fz="h4">
            Start Your Search
          </Title>
          <Text c="gray.7" maw={520}>
            Describe your invention or enter keywords, an inventor, a patent number or an assignee to find prior art.
          </Text>
        </Stack>
      </Paper>
    );
  } else if (results.isError) {
    body = (
      <Alert color="red" title="Search Error">
        <Stack gap="xs" align="flex-start">
          <SearchStatus count={null} source="local" state="error" />
          <Text size="sm">
            Search failed: {results.error.message}. Please try again or check your internet connection.
          </Text>
          <Button size="xs" color="red" variant="white" onClick={() => results.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (results.data) {
    const list = results.data.results;
    body = (
      <Stack gap="md">
        {results.data.fallback && !noticeDismissed && (
          <Alert color="yellow" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNoticeDismissed(true)}>
            <Text size="sm">{FALLBACK_NOTICE}</Text>
            {results.data.office.message && (
              <Text size="sm" mt={4}>
                Reason: {results.data.office.message}
              </Text>
            )}
          </Alert>
        )}
        <SearchStatus count={list.length} source={results.data.source} state="connected" office={results.data.office} />
        {list.length === 0 ? (
          <Text c="gray.7">{NO_RESULTS}</Text>
        ) : (
          list.map((p) => <ResultCard key={p.number} patent={p} onOpen={setOpen} />)
        )}
      </Stack>
    );
  } else {
    body = <SearchStatus count={null} source="local" state="connecting" />;
  }

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            AI Patent Search
          </Title>
          <Text c="gray.7">Search US patents by keyword, inventor, patent number or assignee.</Text>
        </Stack>
        <SearchForm key={params.toString()} initial={search} loading={results.isFetching} onSearch={run} />
        {body}
      </Stack>
      <PatentModal
        number={open}
        description={search.mode === "keyword" ? search.q : ""}
        onClose={() => setOpen(null)}
      />
    </Container>
  );
}
