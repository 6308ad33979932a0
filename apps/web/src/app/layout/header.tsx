import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Divider,
  Drawer,
  Group,
  NavLink as MantineNavLink,
  Menu,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconChevronDown, IconFileText, IconLogout, IconUser } from "@tabler/icons-react";
import { Link, NavLink } from "react-router";
import { useSession, useSignOut } from "../../features/auth/session";
import classes from "./header.module.css";
import { Logo } from "./logo";
import { MAIN_LINKS } from "./nav-links";

interface HeaderProps {
  menuOpen: boolean;
  toggleMenu(): void;
  closeMenu(): void;
}

export function Header({ menuOpen, toggleMenu, closeMenu }: HeaderProps) {
  const { user, isAdmin } = useSession();
  const signOutAndLeave = useSignOut();
  const signOut = () => {
    closeMenu();
    signOutAndLeave();
  };

  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Logo caption={isAdmin ? "Admin" : undefined} />

        <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={classes.link}>
              {l.label}
            </NavLink>
          ))}
          {isAdmin && (
            <NavLink to="/admin" className={classes.link}>
              Admin
            </NavLink>
          )}
        </Group>

        <Group visibleFrom="md" gap="sm">
          {user ? (
            <Menu position="bottom-end" width={220} withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.user}>
                  {/* The name must contain the visible first name (WCAG 2.5.3), so the words are hidden text, not aria-label. */}
                  <VisuallyHidden>Account menu for </VisuallyHidden>
                  <Group gap={8} wrap="nowrap">
                    <Avatar color="blue" radius="xl" size={30} aria-hidden>
                      {user.firstName.charAt(0).toUpperCase()}
                    </Avatar>
                    <Text size="sm" fw={500} maw={160} truncate>
                      {user.firstName}
                    </Text>
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
                  Profile
                </Menu.Item>
                <Menu.Item component={Link} to="/patent-applications" leftSection={<IconFileText size={16} />}>
                  My Applications
                </Menu.Item>
                <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={signOut}>
                  Sign out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Button component={Link} to="/login" variant="filled">
              Sign in
            </Button>
          )}
        </Group>

        <Burger
          opened={menuOpen}
          onClick={toggleMenu}
          hiddenFrom="md"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
        />
      </Group>

      <Drawer opened={menuOpen} onClose={closeMenu} hiddenFrom="md" title="Menu" position="right" size="xs">
        <Stack gap={2} component="nav" aria-label="Mobile">
          {MAIN_LINKS.map((l) => (
            <MantineNavLink key={l.to} component={NavLink} to={l.to} end={l.end} label={l.label} onClick={closeMenu} />
          ))}
          {user && <MantineNavLink component={NavLink} to="/dashboard" label="Dashboard" onClick={closeMenu} />}
          {isAdmin && <MantineNavLink component={NavLink} to="/admin" label="Admin" onClick={closeMenu} />}
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
              <MantineNavLink component={NavLink} to="/profile" label="Profile" onClick={closeMenu} />
              <MantineNavLink
                component={NavLink}
                to="/patent-applications"
                label="My Applications"
                onClick={closeMenu}
              />
              <MantineNavLink component="button" label="Sign out" c="red" onClick={signOut} />
            </>
          ) : (
            <Button component={Link} to="/login" onClick={closeMenu} mx="sm">
              Sign in
            </Button>
          )}
        </Stack>
      </Drawer>
    </AppShell.Header>
  );
}
