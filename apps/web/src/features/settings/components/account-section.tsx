import type { PublicUser } from "@app/contracts";
import { Avatar, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import { Link } from "react-router";

export function AccountSection({ user }: { user: PublicUser }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="account-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="account-title">
          Account
        </Title>
        <Group justify="space-between" gap="md">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar color="blue" radius="xl" size="lg" aria-hidden>
              {user.firstName.charAt(0).toUpperCase() || "U"}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {user.name || `${user.firstName} ${user.lastName}`}
              </Text>
              <Text size="sm" c="gray.7" truncate>
                {user.email}
              </Text>
            </div>
          </Group>
          <Button component={Link} to="/profile" variant="light" leftSection={<IconUser size={16} aria-hidden />}>
            Manage profile
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          Change your e-mail, reset your password or delete your account on your profile.
        </Text>
      </Stack>
    </Paper>
  );
}
