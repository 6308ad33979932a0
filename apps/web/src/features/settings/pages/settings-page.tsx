import { Center, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { SignInPrompt } from "../../../lib/sign-in-prompt";
import { useSession } from "../../auth/session";
import { AccountSection } from "../components/account-section";
import { PreferencesForm } from "../components/preferences-form";

export default function SettingsPage() {
  const { user, isLoading } = useSession();

  return (
    <Container size="md" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Settings</Title>
          <Text c="gray.7">Your account and how the analyzer shows its results.</Text>
        </Stack>
        {isLoading ? (
          <Center py="xl">
            <Loader aria-label="Loading settings" />
          </Center>
        ) : user ? (
          <>
            <AccountSection user={user} />
            <PreferencesForm />
          </>
        ) : (
          <SignInPrompt>
            <Title order={2} fz="h3">
              Sign in to see your settings
            </Title>
            <Text c="gray.7">Your account and analysis preferences are available once you sign in.</Text>
          </SignInPrompt>
        )}
      </Stack>
    </Container>
  );
}
