import type { ApiKeyStatus } from "@app/contracts";
import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";

const SOURCE_TEXT: Record<ApiKeyStatus["source"], string> = {
  server: "Server key (environment) — takes precedence",
  user: "Your key",
  none: "Not configured",
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      {children}
    </Group>
  );
}

/** Spec 001 §2 "current-status panel": whether a key is set, which one searches use, and what happens without one. */
export function KeyStatus({ status, error }: { status: ApiKeyStatus | undefined; error: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="key-status-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="key-status-heading">
          Current status
        </Title>
        {error ? (
          <Alert color="red" variant="light">
            Could not load the key status.
          </Alert>
        ) : !status ? (
          <Loader size="sm" aria-label="Loading key status" />
        ) : (
          <>
            <Row label="Status">
              <Badge color={status.configured ? "green" : "gray"} variant="light">
                {status.configured ? "Configured" : "Not configured"}
              </Badge>
            </Row>
            <Row label="Key">
              <Text size="sm" ff="monospace" aria-label={status.masked ? "Masked key" : undefined}>
                {status.masked ?? "—"}
              </Text>
            </Row>
            <Row label="Source">
              <Text size="sm" fw={600} ta="right">
                {SOURCE_TEXT[status.source]}
              </Text>
            </Row>
            {status.source === "server" && status.userKey && (
              <Text size="sm" c="gray.7">
                Your own saved key is kept, but searches use the server's key while it is set.
              </Text>
            )}
            {!status.configured && (
              <Text size="sm" c="gray.7">
                Without a key, patent searches use the built-in local index.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
