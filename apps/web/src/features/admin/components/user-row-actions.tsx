import type { PublicUser } from "@app/contracts";
import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import {
  IconCircleCheck,
  IconDots,
  IconEye,
  IconKey,
  IconLock,
  IconLockOpen,
  IconShieldCheck,
  IconShieldOff,
  IconTrash,
} from "@tabler/icons-react";

export type UserAction =
  | "details"
  | "verify"
  | "block"
  | "unblock"
  | "make-admin"
  | "remove-admin"
  | "reset-password"
  | "delete";

/** The row's actions in one keyboard-navigable menu (arrow keys, Enter, Escape). */
export function UserRowActions({
  user,
  onAction,
}: {
  user: PublicUser;
  onAction: (action: UserAction, user: PublicUser) => void;
}) {
  const label = `Actions for ${user.name || user.email}`;
  const run = (action: UserAction) => () => onAction(action, user);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <Tooltip label="Actions" withArrow openDelay={400}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={run("details")}>
          View Details
        </Menu.Item>
        {!user.verified && (
          <Menu.Item leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={run("verify")}>
            Verify
          </Menu.Item>
        )}
        {user.blocked ? (
          <Menu.Item leftSection={<IconLockOpen size={16} aria-hidden />} onClick={run("unblock")}>
            Unblock
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={run("block")}>
            Block
          </Menu.Item>
        )}
        {user.isAdmin ? (
          <Menu.Item leftSection={<IconShieldOff size={16} aria-hidden />} onClick={run("remove-admin")}>
            Remove Admin
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconShieldCheck size={16} aria-hidden />} onClick={run("make-admin")}>
            Make Admin
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={run("reset-password")}>
          Reset Password
        </Menu.Item>
        {/* No Menu.Divider: inside role="menu" axe requires every child to be a menu item (aria-required-children). */}
        <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={run("delete")}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
