import type { PublicUser } from "@app/contracts";
import { Box, Button, Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from "@mantine/core";
import { Link, NavLink } from "react-router";
import { MAIN_LINKS } from "./nav-links";

interface MobileNavProps {
  opened: boolean;
  close(): void;
  user: PublicUser | null;
  isAdmin: boolean;
  signOut(): void;
}

/** The burger menu's drawer; its own chunk, loaded when the menu is first opened. */
export default function MobileNav({ opened, close, user, isAdmin, signOut }: MobileNavProps) {
  return (
    <Drawer opened={opened} onClose={close} hiddenFrom="md" title="Menu" position="right" size="xs">
      <Stack gap={2} component="nav" aria-label="Mobile">
        {MAIN_LINKS.map((l) => (
          <MantineNavLink key={l.to} component={NavLink} to={l.to} end={l.end} label={l.label} onClick={close} />
        ))}
        {user && <MantineNavLink component={NavLink} to="/dashboard" label="Dashboard" onClick={close} />}
        {isAdmin && <MantineNavLink component={NavLink} to="/admin" label="Admin" onClick={close} />}
        <Divider my="sm" />
        {user ? (
          <>
            <Box px="sm" pb="xs">
              <Text size="sm" fw={500}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed">
                {user.email}
              </Text>
            </Box>
            <MantineNavLink component={NavLink} to="/profile" label="Profile" onClick={close} />
            <MantineNavLink component={NavLink} to="/patent-applications" label="My Applications" onClick={close} />
            <MantineNavLink component="button" label="Sign out" c="red" onClick={signOut} />
          </>
        ) : (
          <Button component={Link} to="/login" onClick={close} mx="sm">
            Sign in
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
