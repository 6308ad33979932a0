import type { PublicUser } from "@app/contracts";
import { Button, Code, DataList, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { ApiError } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { useRequestResetForUser } from "../api/user-actions";
import { ResultMessage } from "./result-message";
import { useLast } from "./use-last";
import { RoleBadges, StatusBadge } from "./user-badges";

/** Time-outs and network failures keep their own sentence; a rate limit keeps the server's. */
function resetLinkFailure(err: unknown): string {
  if (err instanceof ApiError && (err.status === 0 || err.status === 429)) return err.message;
  return "Failed to send password reset link";
}

export function UserDetailsModal({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const shown = useLast(user);
  return (
    <Modal opened={!!user} onClose={onClose} title="User Details" centered radius="lg" size="lg">
      {shown && <UserDetails key={shown.id} user={shown} onClose={onClose} />}
    </Modal>
  );
}

function UserDetails({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const request = useRequestResetForUser();
  const send = () => {
    setConfirming(false);
    request.mutate(user.email);
  };
  const message = request.isSuccess ? request.data.message : request.isError ? resetLinkFailure(request.error) : null;

  return (
    <Stack gap="md">
      <DataList withDivider labelWidth={140} size="sm">
        <Item label="Name" value={user.name || "—"} />
        <Item label="First name" value={user.firstName || "—"} />
        <Item label="Last name" value={user.lastName || "—"} />
        <Item label="Email" value={<span style={{ wordBreak: "break-all" }}>{user.email}</span>} />
        {user.pendingEmail && <Item label="Pending email" value={user.pendingEmail} />}
        <Item label="User ID" value={<Code style={{ wordBreak: "break-all" }}>{user.id}</Code>} />
        <Item label="Status" value={<StatusBadge user={user} />} />
        <Item label="Verified" value={user.verified ? "Yes" : "No"} />
        <Item
          label="Role"
          value={user.isAdmin || user.isSuperUser || user.isDemoUser ? <RoleBadges user={user} /> : "User"}
        />
        <Item label="Created" value={formatDateTime(user.createdAt)} />
        <Item label="Last Login" value={formatDateTime(user.lastLogin)} />
        <Item label="Security question" value={user.securityQuestion ?? "None"} />
        <Item
          label="Security answer"
          value={
            <Text size="sm" c="dimmed">
              Security answers are stored hashed and never shown.
            </Text>
          }
        />
      </DataList>

      <ResultMessage message={message} />

      {confirming && (
        <Paper
          withBorder
          radius="md"
          p="md"
          bg="var(--mantine-color-yellow-light)"
          role="group"
          aria-label="Confirm password reset"
        >
          <Text size="sm" fw={600} mb="sm">
            Send a password reset link to {user.email}?
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button size="xs" onClick={send} data-autofocus autoFocus>
              Send Link
            </Button>
          </Group>
        </Paper>
      )}

      <Group justify="space-between">
        {user.isAdmin ? (
          <Button
            variant="light"
            leftSection={<IconMail size={16} aria-hidden />}
            loading={request.isPending}
            disabled={confirming}
            onClick={() => setConfirming(true)}
          >
            Reset Password
          </Button>
        ) : (
          <span />
        )}
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
