import type { PublicUser } from "@app/contracts";
import { Skeleton, Stack, Table, Text } from "@mantine/core";
import { formatDate } from "../../../lib/format";
import { RoleBadges, StatusBadge } from "./user-badges";
import { type UserAction, UserRowActions } from "./user-row-actions";
import classes from "./users-table.module.css";

const COLUMNS = ["User", "Email", "Status", "Created", "Last Login", "Actions"] as const;
const SKELETON_ROWS = ["a", "b", "c", "d", "e", "f", "g", "h"];

interface Props {
  users: PublicUser[] | undefined;
  pageSize: number;
  onAction: (action: UserAction, user: PublicUser) => void;
}

/** The users table; it scrolls sideways inside its own box on narrow screens, never the page. */
export function UsersTable({ users, pageSize, onAction }: Props) {
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="sm" highlightOnHover striped={false} aria-label="Users" aria-busy={!users}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} className={c === "Actions" ? classes.sticky : undefined}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users
            ? users.map((u) => <UserRow key={u.id} user={u} onAction={onAction} />)
            : SKELETON_ROWS.slice(0, pageSize).map((k) => <SkeletonRow key={k} />)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UserRow({ user, onAction }: { user: PublicUser; onAction: Props["onAction"] }) {
  return (
    <Table.Tr data-user-id={user.id}>
      <Table.Td>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {user.name || "—"}
          </Text>
          <RoleBadges user={user} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge user={user} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {formatDate(user.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={user.lastLogin ? undefined : "dimmed"} style={{ whiteSpace: "nowrap" }}>
          {user.lastLogin ? formatDate(user.lastLogin) : "Never"}
        </Text>
      </Table.Td>
      <Table.Td className={classes.sticky}>
        <UserRowActions user={user} onAction={onAction} />
      </Table.Td>
    </Table.Tr>
  );
}

function SkeletonRow() {
  return (
    <Table.Tr>
      {COLUMNS.map((c) => (
        <Table.Td key={c}>
          <Skeleton
            height={c === "User" ? 32 : 14}
            width={c === "Actions" ? 28 : "80%"}
            ml={c === "Actions" ? "auto" : 0}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
