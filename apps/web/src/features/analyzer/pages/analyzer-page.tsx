import { Anchor, Box, Button, Center, Container, Drawer, Loader, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../auth/session";
import classes from "../analyzer.module.css";
import { AnalyzerForm } from "../components/analyzer-form";
import { AnalyzerSidebar } from "../components/analyzer-sidebar";
import { InfoBox } from "../components/info-box";
import { ResultsView } from "../components/results-view";
import { useAnalyze } from "../hooks/use-analyze";

/** Spec 001 §2: where a signed-out visitor is sent, and what the login screen tells them. */
const LOGIN_STATE = { origin: "/analyzer", message: "Please sign in to view your analysis results" };

function SignedOutAnalyzer() {
  const navigate = useNavigate();
  const [argument, setArgument] = useState("");
  const { state, analyze } = useAnalyze(() => {});
  // Empty input gets the usual error; anything else needs an account first (no call is made).
  const onAnalyze = () => (argument.trim() ? navigate("/login", { state: LOGIN_STATE }) : analyze(argument));
  return (
    <Container size="md" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Argument Analyzer</Title>
          <Text c="gray.7">Paste an argument to see its conclusion, premises, hidden assumptions and flaws.</Text>
        </Stack>
        <AnalyzerForm
          value={argument}
          onChange={setArgument}
          onAnalyze={onAnalyze}
          loading={false}
          error={state.error}
        />
        <Text size="sm" c="gray.7">
          You will be asked to sign in before your analysis runs, so it can be saved to your history.{" "}
          <Anchor component={Link} to="/login" state={LOGIN_STATE} size="sm" fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

function SignedInAnalyzer() {
  const [argument, setArgument] = useState("");
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [drawerOpen, drawer] = useDisclosure(false);
  const { state, analyze } = useAnalyze(setCurrentId);

  const run = () => {
    setCurrentId(null);
    analyze(argument);
  };

  return (
    <div className={classes.layout}>
      <Box component="aside" className={classes.sidebar} visibleFrom="md" aria-label="Analyzer navigation and history">
        <div className={classes.sidebarInner}>
          <AnalyzerSidebar currentId={currentId} />
        </div>
      </Box>
      <Drawer opened={drawerOpen} onClose={drawer.close} title="Recent Analysis" size="85%" hiddenFrom="md">
        <AnalyzerSidebar currentId={currentId} onNavigate={drawer.close} />
      </Drawer>

      <div className={classes.main}>
        <Container size="xl" py={{ base: "lg", sm: 40 }} px={{ base: "md", sm: "xl" }}>
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
        </Container>
      </div>
    </div>
  );
}

export default function AnalyzerPage() {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return (
      <Center py={120}>
        <Stack align="center" gap="xs">
          <Loader />
          <Title order={1} fz="md" fw={400} c="gray.7">
            Loading authentication...
          </Title>
        </Stack>
      </Center>
    );
  }
  return user ? <SignedInAnalyzer /> : <SignedOutAnalyzer />;
}
