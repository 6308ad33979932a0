import { API_KEY_INVALID, API_KEY_TEST_BLANK } from "@app/contracts";
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy, IconPlugConnected, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { ApiError } from "../../../lib/api";
import { useClearApiKey, useSaveApiKey, useTestApiKey } from "../api";

type Message = { ok: boolean; text: string } | null;

const SAVED = "API key saved successfully!";
const BANNER_MS = 3_000;

/** The server's sentence, or the fetch wrapper's for a failed connection. */
const reason = (err: unknown) => (err instanceof ApiError ? err.message : "Network error. Please try again.");

/**
 * Spec 001 §2 "API config", §5, §8: a masked key with show/hide, Save Key, Test Key and Clear. Save and Test are
 * disabled while busy and when the field is blank; Clear while busy. The saved banner goes after 3 seconds.
 */
export function KeyForm() {
  const [key, setKey] = useState("");
  const [visible, setVisible] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveApiKey();
  const test = useTestApiKey();
  const clear = useClearApiKey();
  const busy = save.isPending || test.isPending || clear.isPending;
  const blank = key.trim() === "";

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSave = (event?: FormEvent) => {
    event?.preventDefault();
    setMessage(null);
    setSaved(false);
    if (blank) return setMessage({ ok: false, text: API_KEY_INVALID });
    save.mutate(key.trim(), {
      onSuccess: () => setSaved(true),
      onError: (err) => setMessage({ ok: false, text: `Failed to save API key: ${reason(err)}` }),
    });
  };

  const onTest = () => {
    setMessage(null);
    setSaved(false);
    if (blank) return setMessage({ ok: false, text: API_KEY_TEST_BLANK });
    test.mutate(key.trim(), {
      onSuccess: () => setMessage({ ok: true, text: "✅ API key is valid and working!" }),
      onError: (err) => setMessage({ ok: false, text: `❌ API key test failed: ${reason(err)}` }),
    });
  };

  const onClear = () => {
    setMessage(null);
    setSaved(false);
    clear.mutate(undefined, {
      onSuccess: () => {
        setKey("");
        setMessage({ ok: true, text: "Your API key was removed." });
      },
      onError: (err) => setMessage({ ok: false, text: `Failed to clear API key: ${reason(err)}` }),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
      <form onSubmit={onSave} noValidate aria-labelledby="api-key-heading">
        <Stack gap="md">
          <Title order={2} fz="h4" id="api-key-heading">
            Your API key
          </Title>
          <PasswordInput
            label="USPTO API key"
            description="Kept encrypted on our server and never shown again in full."
            placeholder="Paste your Open Data Portal key"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
            visible={visible}
            onVisibilityChange={setVisible}
            visibilityToggleButtonProps={{
              tabIndex: 0,
              "aria-label": visible ? "Hide API key" : "Show API key",
              "aria-pressed": visible,
            }}
          />
          {saved && (
            <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
              {SAVED}
            </Alert>
          )}
          {message && (
            <Alert
              color={message.ok ? "green" : "red"}
              variant="light"
              icon={message.ok ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertCircle size={18} aria-hidden />}
            >
              <Text size="sm">{message.text}</Text>
            </Alert>
          )}
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Button
              type="submit"
              disabled={busy || blank}
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              Save Key
            </Button>
            <Button
              variant="light"
              disabled={busy || blank}
              loading={test.isPending}
              onClick={onTest}
              leftSection={<IconPlugConnected size={18} aria-hidden />}
            >
              Test Key
            </Button>
            <Button
              variant="default"
              disabled={busy}
              loading={clear.isPending}
              onClick={onClear}
              leftSection={<IconTrash size={18} aria-hidden />}
            >
              Clear
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
