import { Alert, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useAnalytics } from "../api/insights";
import { failureMessage } from "../api/messages";
import { BarChart } from "./bar-chart";

const DAYS = 30;

/** 'YYYY-MM-DD' (a UTC day) as 'Mar 5'. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function AnalyticsPanel() {
  const query = useAnalytics(DAYS);
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {failureMessage(query.error, "Failed to load analytics")}
      </Alert>
    );
  if (!query.data) return <Skeleton height={420} radius="lg" />;

  const days = query.data.days;
  const sum = (k: "pageViews" | "analyses" | "analysisErrors") => days.reduce((s, d) => s + d[k], 0);
  const columns = days.map(({ day, ...values }) => ({ label: shortDay(day), values }));
  const totals = [
    { label: "Page views", value: sum("pageViews") },
    { label: "Analyses", value: sum("analyses") },
    { label: "Analysis errors", value: sum("analysisErrors") },
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {totals.map((t) => (
          <Paper key={t.label} withBorder radius="lg" p="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t.label} · last {DAYS} days
            </Text>
            <Text fz={26} fw={700}>
              {t.value.toLocaleString("en-US")}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Title order={3} fz="md" mb="sm">
          Page views per day
        </Title>
        <BarChart columns={columns} series={[{ key: "pageViews", label: "Page views", color: "blue" }]} />
      </Paper>

      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Title order={3} fz="md" mb="sm">
          Analyzer events per day
        </Title>
        <BarChart
          columns={columns}
          series={[
            { key: "analyses", label: "Analyses", color: "teal" },
            { key: "analysisErrors", label: "Analysis errors", color: "red" },
          ]}
        />
      </Paper>

      <VisuallyHidden>
        <Table aria-label={`Page views and analyzer events per day, last ${DAYS} days`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Page views</Table.Th>
              <Table.Th>Analyses</Table.Th>
              <Table.Th>Analysis errors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Th scope="row">{shortDay(d.day)}</Table.Th>
                <Table.Td>{d.pageViews}</Table.Td>
                <Table.Td>{d.analyses}</Table.Td>
                <Table.Td>{d.analysisErrors}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
