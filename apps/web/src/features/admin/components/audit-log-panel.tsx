import {
  Alert,
  Badge,
  Code,
  EmptyState,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertCircle, IconListSearch } from "@tabler/icons-react";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format";
import { useAuditLog } from "../api/insights";
import { failureMessage } from "../api/messages";

const PAGE_SIZE = 25;
const SKELETON_ROWS = ["a", "b", "c", "d", "e", "f", "g", "h"];
const COLUMNS = ["Time", "Actor", "IP", "Action", "Target", "Outcome"] as const;
const OUTCOME_COLORS: Record<string, string> = { ok: "green", denied: "orange", failed: "red" };

/** Every sign-in, denial and admin action, newest first (SECURITY.md 20). */
export function AuditLogPanel() {
  const [filters, setFilters] = useState({ actor: "", action: "", target: "" });
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const query = useAuditLog({ ...debounced, page, pageSize: PAGE_SIZE });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const field = (name: keyof typeof filters, label: string, placeholder: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      value={filters[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setFilters((f) => ({ ...f, [name]: value }));
        setPage(1);
      }}
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {field("actor", "Actor", "e-mail contains…")}
        {field("action", "Action", "e.g. admin.user")}
        {field("target", "Target", "e-mail contains…")}
      </SimpleGrid>

      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {failureMessage(query.error, "Failed to load the audit log")}
        </Alert>
      )}

      <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
        {data && data.rows.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconListSearch size={28} aria-hidden />}
            withIndicatorBackground
            title="No audit entries match these filters."
          />
        ) : (
          <Table.ScrollContainer minWidth={820} type="native">
            <Table verticalSpacing="xs" fz="sm" highlightOnHover aria-label="Audit log" aria-busy={!data}>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data
                  ? data.rows.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td style={{ whiteSpace: "nowrap" }}>
                          <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                        </Table.Td>
                        <Table.Td style={{ wordBreak: "break-all" }}>
                          {r.actorEmail ?? (
                            <Text span c="dimmed" size="sm">
                              anonymous
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: "nowrap" }}>{r.ip ?? "—"}</Table.Td>
                        <Table.Td>
                          <Code>{r.action}</Code>
                        </Table.Td>
                        <Table.Td style={{ wordBreak: "break-all" }}>{r.target ?? "—"}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={OUTCOME_COLORS[r.outcome] ?? "gray"}>
                            {r.outcome}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : !query.isError &&
                    SKELETON_ROWS.map((k) => (
                      <Table.Tr key={k}>
                        {COLUMNS.map((c) => (
                          <Table.Td key={c}>
                            <Skeleton height={14} width="80%" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      {data && data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {data.total.toLocaleString("en-US")} {data.total === 1 ? "entry" : "entries"}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              siblings={1}
              boundaries={1}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
