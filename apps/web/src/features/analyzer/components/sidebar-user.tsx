import { Avatar, Button, Group, Stack, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useSession, useSignOut } from "../../auth/session";

/** The signed-in user at the foot of a sidebar: initial, name, e-mail and 'Sign out' (to /). */
export function SidebarUser() {
  const { user } = useSession();
  const signOut = useSignOut();
  const name = user?.name || [user?.firstName, user?.lastName].filter(Boolean).join(" ") || "User";
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Avatar color="blue" radius="xl" aria-hidden>
          {(user?.firstName || user?.name || "U").charAt(0).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="gray.7" truncate>
            {user?.email}
          </Text>
        </div>
      </Group>
      <Button variant="default" size="xs" leftSection={<IconLogout size={14} aria-hidden />} onClick={signOut}>
        Sign out
      </Button>
    </Stack>
  );
}
