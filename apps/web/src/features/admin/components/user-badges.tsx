import type { PublicUser } from "@app/contracts";
import { Badge, Group } from "@mantine/core";
import { IconCrown } from "@tabler/icons-react";

/** Blocked wins over verification (spec 000 §2). */
export function StatusBadge({ user }: { user: PublicUser }) {
  if (user.blocked)
    return (
      <Badge color="red" variant="light" tt="none">
        Blocked
      </Badge>
    );
  return user.verified ? (
    <Badge color="green" variant="light" tt="none">
      Verified
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" tt="none">
      Unverified
    </Badge>
  );
}

export function RoleBadges({ user }: { user: PublicUser }) {
  if (!user.isAdmin && !user.isSuperUser && !user.isDemoUser) return null;
  return (
    <Group gap={4} wrap="wrap">
      {user.isSuperUser && (
        <Badge color="yellow" variant="filled" autoContrast size="sm" leftSection={<IconCrown size={12} aria-hidden />}>
          Super User
        </Badge>
      )}
      {user.isAdmin && !user.isSuperUser && (
        <Badge color="violet" variant="light" size="sm">
          Admin
        </Badge>
      )}
      {user.isDemoUser && (
        <Badge color="gray" variant="outline" size="sm">
          Demo
        </Badge>
      )}
    </Group>
  );
}
