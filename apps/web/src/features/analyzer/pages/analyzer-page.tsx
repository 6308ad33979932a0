import { Anchor, Center, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../auth/session";
import { AnalyzerForm } from "../components/analyzer-form";
import { useAnalyze } from "../hooks/use-analyze";

// History, results and their components are a chunk of their own: signed-out visitors only get the form.
const SignedInAnalyzer = lazy(() => import("../components/signed-in-analyzer"));

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

function Loading() {
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

export default function AnalyzerPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Loading />;
  if (!user) return <SignedOutAnalyzer />;
  return (
    <Suspense fallback={<Loading />}>
      <SignedInAnalyzer />
    </Suspense>
  );
}
