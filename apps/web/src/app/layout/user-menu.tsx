import type { PublicUser } from "@app/contracts";
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconFileText, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./header.module.css";

interface UserMenuProps {
  user: PublicUser;
  signOut(): void;
}

/** The signed-in user's menu in the top bar; its own chunk, so signed-out visitors never load Menu and Popover. */
export default function UserMenu({ user, signOut }: UserMenuProps) {
  return (
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
  );
}
