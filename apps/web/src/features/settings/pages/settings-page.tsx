import { Button, Center, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLogin } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { useSession } from "../../auth/session";
import { AccountSection } from "../components/account-section";
import { PreferencesForm } from "../components/preferences-form";

export default function SettingsPage() {
  const { user, isLoading } = useSession();
  const location = useLocation();

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
          <Paper withBorder radius="lg" p="xl">
            <Stack align="flex-start" gap="md">
              <Title order={2} fz="h3">
                Sign in to see your settings
              </Title>
              <Text c="gray.7">Your account and analysis preferences are available once you sign in.</Text>
              <Button
                component={Link}
                to="/login"
                state={{ from: location }}
                leftSection={<IconLogin size={18} aria-hidden />}
              >
                Sign in
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
