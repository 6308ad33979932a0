import { Center, Container, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { SignInPrompt } from "../../../lib/sign-in-prompt";
import { useSession } from "../../auth/session";
import { useApiKeyStatus } from "../api";
import { KeyForm } from "../components/key-form";
import { KeyInstructions } from "../components/key-instructions";
import { KeyStatus } from "../components/key-status";

/** /patent-buddy/api-config (spec 001 §2): the user's own USPTO Open Data Portal key, kept on the server. */
export default function ApiConfigPage() {
  const { user, isLoading } = useSession();
  const status = useApiKeyStatus(!!user);

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>USPTO API Configuration</Title>
          <Text c="gray.7">Use your own USPTO Open Data Portal key for patent searches.</Text>
        </Stack>
        {isLoading ? (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        ) : !user ? (
          <SignInPrompt>
            <Text>Please sign in to save a USPTO API key of your own.</Text>
            <Text size="sm" c="gray.7">
              Without a key, patent searches use the built-in local index.
            </Text>
          </SignInPrompt>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <KeyForm />
            <KeyStatus status={status.data} error={status.isError} />
          </SimpleGrid>
        )}
        <KeyInstructions />
      </Stack>
    </Container>
  );
}
