import { APPLICATION_LIMIT } from "@app/contracts";
import {
  Alert,
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconFlask, IconLayoutDashboard } from "@tabler/icons-react";
import { Link } from "react-router";
import { SidebarLayout } from "../../../lib/sidebar-layout";
import { ArgumentPanel } from "../../analyzer/components/argument-panel";
import { BreakdownList } from "../../analyzer/components/breakdown-list";
import { ResultPanel } from "../../analyzer/components/result-panel";
import { SummaryCards } from "../../analyzer/components/summary-cards";
import { useApplicationsCount } from "../../applications/api";
import { useSession } from "../../auth/session";
import { DashboardSidebar } from "../components/dashboard-sidebar";
import { DashboardStructure } from "../components/dashboard-structure";
import { useDashboardData } from "../use-dashboard-data";

const SOURCE_NOTE = {
  navigation: null,
  latest: "Showing your most recent analysis.",
  sample: "Showing a sample analysis. Analyze an argument of your own to see it here.",
};

/** /dashboard (spec 001 §2 "Results dashboard", spec 000 §2: an overview tab and the application count out of 5). */
export default function DashboardPage() {
  const { user } = useSession();
  const data = useDashboardData();
  const count = useApplicationsCount(!!user);

  if (!data.ready) {
    return (
      <Center py={120}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="gray.7">Loading dashboard...</Text>
        </Stack>
      </Center>
    );
  }

  const { results } = data;
  const note = SOURCE_NOTE[data.source];
  return (
    <SidebarLayout sidebar={<DashboardSidebar />} label="Dashboard navigation" width={260}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Dashboard</Title>
            <Text c="gray.7">Your latest analysis and your applications at a glance.</Text>
          </Stack>
          {typeof count.data === "number" && (
            <Badge
              size="lg"
              variant="light"
              tt="none"
              color={count.data >= APPLICATION_LIMIT ? "red" : "blue"}
              c={count.data >= APPLICATION_LIMIT ? "red.9" : "blue.9"}
            >
              {`${count.data} of ${APPLICATION_LIMIT} applications`}
            </Badge>
          )}
        </Group>
        <Tabs defaultValue="overview">
          <Tabs.List>
            <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
              Overview
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="lg">
            <Stack gap="lg">
              {note && (
                <Alert variant="light" color="gray" icon={<IconFlask size={18} aria-hidden />}>
                  {note}{" "}
                  <Anchor component={Link} to="/analyzer" fw={600}>
                    Open the analyzer
                  </Anchor>
                </Alert>
              )}
              {/* Keeps the heading outline whole for screen readers: the cards' labels are h3s. */}
              <VisuallyHidden component="h2">Summary</VisuallyHidden>
              <SummaryCards results={results} fourth="assumptions" />
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                <ArgumentPanel original={data.originalArgument} improved={results.improvedArgument} />
                <DashboardStructure structure={results.argumentStructure} />
              </SimpleGrid>
              <ResultPanel title="Logical Breakdown">
                <BreakdownList items={results.breakdownItems} />
              </ResultPanel>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </SidebarLayout>
  );
}
