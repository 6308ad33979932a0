import type { OfficeState } from "@app/contracts";
import { Group, Text } from "@mantine/core";

const SOURCES = { local: "Built-in patent index", uspto: "USPTO Open Data Portal" };
const STATES = {
  connected: { color: "var(--mantine-color-green-7)", text: "Connected" },
  connecting: { color: "var(--mantine-color-yellow-6)", text: "Connecting…" },
  error: { color: "var(--mantine-color-red-7)", text: "Connection error" },
};

interface SearchStatusProps {
  count: number | null;
  source: keyof typeof SOURCES;
  state: keyof typeof STATES;
  /** The office, when it was asked and the local index answered instead: its own indicator beside the source's. */
  office?: OfficeState;
}

function Indicator({ source, state }: { source: keyof typeof SOURCES; state: keyof typeof STATES }) {
  return (
    <Group gap={6}>
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: 5, background: STATES[state].color, display: "inline-block" }}
      />
      <Text size="sm">
        {SOURCES[source]} · {STATES[state].text}
      </Text>
    </Group>
  );
}

/** The result count, the data source with its connection indicator, and the order (spec 001 §2, §4). */
export function SearchStatus({ count, source, state, office }: SearchStatusProps) {
  return (
    <Group justify="space-between" gap="xs" w="100%" role="status">
      <Text fw={600}>
        {count === null
          ? state === "error"
            ? "No results"
            : "Searching…"
          : `${count} ${count === 1 ? "result" : "results"}`}
      </Text>
      <Group gap="md">
        {office && office.state !== "none" && source === "local" && (
          <Indicator source="uspto" state={office.state === "error" ? "error" : "connected"} />
        )}
        <Indicator source={source} state={state} />
        <Text size="sm" c="gray.7">
          Sorted by relevance
        </Text>
      </Group>
    </Group>
  );
}
