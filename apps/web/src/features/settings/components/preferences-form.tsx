import { Alert, Button, Flex, Group, Paper, Radio, Select, Stack, Switch, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import {
  DEFAULT_PREFERENCES,
  HISTORY_ITEM_CHOICES,
  type Preferences,
  savePreferences,
  usePreferences,
} from "../preferences";

const SAVED = "Preferences saved successfully";
// Spec 001 §9 shows save messages for 3 seconds.
const MESSAGE_MS = 3000;

/** Analysis preferences, kept in this browser; the analyzer, history list and details page follow them. */
export function PreferencesForm() {
  const stored = usePreferences();
  const [draft, setDraft] = useState<Preferences>(stored);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const t = setTimeout(() => setSaved(false), MESSAGE_MS);
    return () => clearTimeout(t);
  }, [saved]);

  const change = (patch: Partial<Preferences>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(false);
  };
  const save = (prefs: Preferences) => {
    try {
      savePreferences(prefs);
      setDraft(prefs);
      setFailed(false);
      setSaved(true);
    } catch {
      setFailed(true); // storage full or blocked
    }
  };
  const unchanged = JSON.stringify(draft) === JSON.stringify(stored);

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="prefs-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save(draft);
        }}
      >
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} fz="h3" id="prefs-title">
              Analysis preferences
            </Title>
            <Text size="sm" c="gray.7">
              Saved in this browser. They apply to the analyzer, your recent analyses and saved analysis pages.
            </Text>
          </Stack>

          <Radio.Group
            label="Default view of your argument"
            description="Which version the 'Your Argument' panel opens on after an analysis."
            value={draft.defaultArgumentTab}
            onChange={(v) => change({ defaultArgumentTab: v === "improved" ? "improved" : "original" })}
          >
            <Group mt="xs" gap="lg">
              <Radio value="original" label="Original" />
              <Radio value="improved" label="Improved Version" />
            </Group>
          </Radio.Group>

          <Switch
            label="Emphasize connective words"
            description="Show words such as because, since, therefore and as a result in italics, so the reasoning stands out."
            checked={draft.emphasizeConnectives}
            onChange={(e) => change({ emphasizeConnectives: e.currentTarget.checked })}
          />

          <Select
            label="Recent analyses to show"
            description="How many entries the Recent Analysis list shows in the analyzer sidebar."
            data={HISTORY_ITEM_CHOICES.map((n) => ({ value: String(n), label: `${n} analyses` }))}
            value={String(draft.historyItems)}
            onChange={(v) => v && change({ historyItems: Number(v) })}
            allowDeselect={false}
            styles={{ wrapper: { maxWidth: 260 } }}
          />

          {saved && (
            <Alert color="green" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status">
              {SAVED}
            </Alert>
          )}
          {failed && (
            <Alert color="red" variant="light" role="alert">
              Your browser did not allow the preferences to be saved.
            </Alert>
          )}

          <Flex direction={{ base: "column-reverse", xs: "row" }} justify="space-between" gap="sm">
            <Button variant="default" onClick={() => save(DEFAULT_PREFERENCES)}>
              Restore defaults
            </Button>
            <Button type="submit" disabled={unchanged && !failed}>
              Save preferences
            </Button>
          </Flex>
        </Stack>
      </form>
    </Paper>
  );
}
