import { DATE_RANGES, PATENT_STATUSES, PATENT_TYPES, type PatentSearchQuery, SEARCH_QUERY_MAX } from "@app/contracts";
import { Button, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { DATE_RANGE_LABELS, MODES, type Mode, STATUS_LABELS, TYPE_LABELS } from "../lib/search-params";

interface SearchFormProps {
  initial: PatentSearchQuery;
  loading: boolean;
  onSearch: (search: PatentSearchQuery) => void;
}

const FILTERS = [
  { key: "dateRange", label: "Date Range", values: DATE_RANGES, labels: DATE_RANGE_LABELS },
  { key: "patentType", label: "Patent Type", values: PATENT_TYPES, labels: TYPE_LABELS },
  { key: "status", label: "Status", values: PATENT_STATUSES, labels: STATUS_LABELS },
] as const;

/** Mode, text and filters (spec 001 §2 "Search"); Enter or Search submits, an empty text does nothing. */
export function SearchForm({ initial, loading, onSearch }: SearchFormProps) {
  const [search, setSearch] = useState(initial);
  const mode = MODES.find((m) => m.value === search.mode) ?? MODES[0];
  const set = (patch: Partial<PatentSearchQuery>) => setSearch((s) => ({ ...s, ...patch }));
  const submit = (next = search) => {
    if (next.q.trim()) onSearch({ ...next, q: next.q.trim() });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <form
        aria-label="Patent search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label="Search by"
            fullWidth
            data={MODES.map(({ value, label }) => ({ value, label }))}
            value={search.mode}
            onChange={(value) => set({ mode: value as Mode })}
          />
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              flex={1}
              label={`Search by ${mode.label.toLowerCase()}`}
              placeholder={mode.placeholder}
              value={search.q}
              maxLength={SEARCH_QUERY_MAX}
              onChange={(e) => set({ q: e.currentTarget.value })}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit" loading={loading}>
              Search
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {FILTERS.map(({ key, label, values, labels }) => (
              <NativeSelect
                key={key}
                label={label}
                data={values.map((value) => ({ value, label: labels[value as keyof typeof labels] }))}
                value={search[key]}
                onChange={(e) => {
                  // A filter applies at once to the search on screen.
                  const next = { ...search, [key]: e.currentTarget.value };
                  setSearch(next);
                  submit(next);
                }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  );
}
