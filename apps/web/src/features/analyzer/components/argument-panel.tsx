import { Tabs } from "@mantine/core";
import { useState } from "react";
import { usePreferences } from "../../settings/preferences";
import { ResultPanel } from "./result-panel";
import { SafeText } from "./safe-text";

/** 'Your Argument': the text as written and the model's improved version; opens on the tab chosen in Settings. */
export function ArgumentPanel({ original, improved }: { original: string; improved: string }) {
  const { defaultArgumentTab } = usePreferences();
  const [tab, setTab] = useState<string | null>(defaultArgumentTab);
  return (
    <ResultPanel title="Your Argument">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="original">Original</Tabs.Tab>
          <Tabs.Tab value="improved">Improved Version</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="original">
          <SafeText value={original} c="gray.9" />
        </Tabs.Panel>
        <Tabs.Panel value="improved">
          <SafeText value={improved || original} c="gray.9" />
        </Tabs.Panel>
      </Tabs>
    </ResultPanel>
  );
}
