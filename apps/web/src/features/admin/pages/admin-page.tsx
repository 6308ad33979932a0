import type { PublicUser } from "@app/contracts";
import { Button, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChartBar, IconCrown, IconListDetails, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { useSession } from "../../auth/session";
import { AccessDenied } from "../components/access-denied";
import { AnalyticsPanel } from "../components/analytics-panel";
import { AuditLogPanel } from "../components/audit-log-panel";
import { CreateSuperUserModal } from "../components/create-super-user-modal";
import { CreateUserModal } from "../components/create-user-modal";
import { StatTiles } from "../components/stat-tiles";
import { TokenDebugCard } from "../components/token-debug-card";
import { useUsersBrowser } from "../components/use-users-browser";
import { UsersPanel } from "../components/users-panel";

const TABS = ["users", "audit", "analytics"] as const;
type Tab = (typeof TABS)[number];

export default function AdminPage() {
  const { user, isAdmin } = useSession();
  // The route's guard has already sent signed-out visitors to /login; non-admins get no admin call at all.
  if (!user) return null;
  if (!isAdmin) return <AccessDenied />;
  return <AdminDashboard user={user} />;
}

function AdminDashboard({ user }: { user: PublicUser }) {
  const browser = useUsersBrowser();
  const [createOpen, createModal] = useDisclosure(false);
  const [superOpen, superModal] = useDisclosure(false);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get("tab")) ?? "users";
  const setTab = (value: string | null) =>
    setParams(value && value !== "users" ? { tab: value } : {}, { replace: true });

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }} px={{ base: "sm", sm: "md" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              {user.isSuperUser && <IconCrown size={30} color="var(--mantine-color-yellow-6)" aria-hidden />}
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {user.isSuperUser ? "Super User Dashboard" : "Admin Dashboard"}
              </Title>
            </Group>
            <Text c="dimmed">Manage users, roles and the audit trail.</Text>
          </Stack>
          <Group gap="sm">
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={createModal.open}>
              Create New User
            </Button>
            {user.isSuperUser && (
              <Button
                color="yellow"
                variant="filled"
                autoContrast
                leftSection={<IconCrown size={16} aria-hidden />}
                onClick={superModal.open}
              >
                Create Super User
              </Button>
            )}
          </Group>
        </Group>

        <StatTiles stats={browser.query.data?.stats} />

        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
              Users
            </Tabs.Tab>
            <Tabs.Tab value="audit" leftSection={<IconListDetails size={16} aria-hidden />}>
              Audit log
            </Tabs.Tab>
            <Tabs.Tab value="analytics" leftSection={<IconChartBar size={16} aria-hidden />}>
              Analytics
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users">
            <UsersPanel browser={browser} />
          </Tabs.Panel>
          <Tabs.Panel value="audit">
            <AuditLogPanel />
          </Tabs.Panel>
          <Tabs.Panel value="analytics">
            <AnalyticsPanel />
          </Tabs.Panel>
        </Tabs>

        <TokenDebugCard />
      </Stack>

      <CreateUserModal opened={createOpen} onClose={createModal.close} />
      {user.isSuperUser && (
        <CreateSuperUserModal opened={superOpen} onClose={superModal.close} currentUserEmail={user.email} />
      )}
    </Container>
  );
}
