import type { SessionStatusReply } from "@app/contracts";
import { Badge, Button, DataList, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconRefresh, IconShieldSearch, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { failureMessage } from "../api/messages";
import { useClearAllStorage, useRefreshSession, useSessionStatus } from "../api/session-debug";
import { ResultMessage } from "./result-message";

/** The spec's 'Token Debug' card, working on the HttpOnly cookie session rather than a stored token. */
export function TokenDebugCard() {
  const navigate = useNavigate();
  const check = useSessionStatus();
  const refresh = useRefreshSession();
  const clear = useClearAllStorage();
  const [status, setStatus] = useState<SessionStatusReply | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const onCheck = () => {
    setMessage(null);
    check.mutate(undefined, {
      onSuccess: setStatus,
      onError: (e) => setMessage(failureMessage(e, "Failed to check token status")),
    });
  };
  const onRefresh = () => {
    setMessage(null);
    refresh.mutate(undefined, {
      onSuccess: (r) => {
        setStatus(r.status);
        setMessage(r.message);
      },
      onError: (e) => setMessage(failureMessage(e, "Failed to refresh token")),
    });
  };
  const onClear = () => clear.mutate(undefined, { onSettled: () => navigate("/login", { replace: true }) });

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Token Debug
          </Title>
          <Text size="sm" c="dimmed">
            Your session lives in a secure cookie the page cannot read; these tools ask the server about it.
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconShieldSearch size={16} aria-hidden />}
            loading={check.isPending}
            onClick={onCheck}
          >
            Check Token Status
          </Button>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={refresh.isPending}
            onClick={onRefresh}
          >
            Force Token Refresh
          </Button>
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={clear.isPending}
            onClick={onClear}
          >
            Clear All Storage
          </Button>
        </Group>
        <ResultMessage message={message} />
        {status && (
          <DataList withDivider size="sm" labelWidth={110} aria-label="Token status" aria-live="polite">
            <Row
              label="Valid"
              value={
                <Badge color={status.valid ? "green" : "red"} variant="light" tt="none">
                  {status.valid ? "Yes" : "No"}
                </Badge>
              }
            />
            <Row label="User" value={status.user ?? "—"} />
            <Row label="Created" value={status.createdAt ? formatDateTime(status.createdAt) : "—"} />
            <Row label="Expires" value={status.expiresAt ? formatDateTime(status.expiresAt) : "—"} />
            <Row label="Last seen" value={status.lastSeenAt ? formatDateTime(status.lastSeenAt) : "—"} />
          </DataList>
        )}
      </Stack>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
