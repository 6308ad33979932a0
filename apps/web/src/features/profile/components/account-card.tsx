import type { PublicUser } from "@app/contracts";
import { Alert, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconClock, IconCrown, IconMailForward, IconShieldCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatDate, formatDateTime } from "../../../lib/format";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

export function AccountCard({ user, isAdmin }: { user: PublicUser; isAdmin: boolean }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar color="blue" radius="xl" size={64} aria-hidden>
            {initials}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                {user.firstName} {user.lastName}
              </Title>
              {user.isSuperUser && (
                <Badge tt="none" color="grape" variant="filled" leftSection={<IconCrown size={12} aria-hidden />}>
                  Super User
                </Badge>
              )}
              {isAdmin && (
                <Badge
                  tt="none"
                  color="indigo"
                  variant="filled"
                  leftSection={<IconShieldCheck size={12} aria-hidden />}
                >
                  Admin
                </Badge>
              )}
            </Group>
            <Text c="dimmed" size="sm" truncate>
              {user.email}
            </Text>
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" value={user.firstName} readOnly variant="filled" />
          <TextInput label="Last name" value={user.lastName} readOnly variant="filled" />
        </SimpleGrid>

        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Email
          </Text>
          <Group gap="xs">
            <Text style={{ overflowWrap: "anywhere" }}>{user.email}</Text>
            {user.verified ? (
              <Badge tt="none" color="green" variant="dot" size="lg">
                Verified
              </Badge>
            ) : (
              <Badge tt="none" color="yellow" variant="dot" size="lg">
                Unverified
              </Badge>
            )}
          </Group>
          {user.pendingEmail && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconMailForward size={18} aria-hidden />}
              role="status"
              style={{ overflowWrap: "anywhere" }}
            >
              Change to <strong>{user.pendingEmail}</strong> pending: open the link we sent to that address to confirm
              it.
            </Alert>
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Fact label="Account status">
            <Badge tt="none" color={user.blocked ? "red" : "green"} variant="dot" size="lg">
              {user.blocked ? "Blocked" : "Active"}
            </Badge>
          </Fact>
          <Fact label="Member since">
            <Text>{formatDate(user.createdAt)}</Text>
          </Fact>
          <Fact label="Last login">
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text>{formatDateTime(user.lastLogin)}</Text>
            </Group>
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
