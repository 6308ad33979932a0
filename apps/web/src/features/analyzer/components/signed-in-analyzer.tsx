import { Button, Drawer, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { SidebarLayout } from "../../../lib/sidebar-layout";
import { useAnalyze } from "../hooks/use-analyze";
import { AnalyzerForm } from "./analyzer-form";
import { AnalyzerSidebar } from "./analyzer-sidebar";
import { InfoBox } from "./info-box";
import { ResultsView } from "./results-view";

/** The analyzer for a signed-in user: history sidebar (a drawer on small screens), form and results. */
export default function SignedInAnalyzer() {
  const [argument, setArgument] = useState("");
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [drawerOpen, drawer] = useDisclosure(false);
  const { state, analyze } = useAnalyze(setCurrentId);

  const run = () => {
    setCurrentId(null);
    analyze(argument);
  };

  return (
    <SidebarLayout
      sidebar={<AnalyzerSidebar currentId={currentId} />}
      label="Analyzer navigation and history"
      width={300}
    >
      <Drawer opened={drawerOpen} onClose={drawer.close} title="Recent Analysis" size="85%" hiddenFrom="md">
        <AnalyzerSidebar currentId={currentId} onNavigate={drawer.close} />
      </Drawer>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Argument Analyzer</Title>
          <Text c="gray.7">Find the structure, assumptions and weak points of any argument.</Text>
        </Stack>
        <Button
          hiddenFrom="md"
          variant="light"
          leftSection={<IconHistory size={18} aria-hidden />}
          onClick={drawer.open}
          style={{ alignSelf: "flex-start" }}
        >
          Recent analyses
        </Button>
        <InfoBox />
        <AnalyzerForm
          value={argument}
          onChange={setArgument}
          onAnalyze={run}
          loading={state.status === "loading"}
          error={state.error}
        />
        {state.results && <ResultsView results={state.results} />}
      </Stack>
    </SidebarLayout>
  );
}
