import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { useSession } from "../../auth/session";
import { AccountCard } from "../components/account-card";
import { ChangeEmailCard } from "../components/change-email-card";
import { DangerZoneCard } from "../components/danger-zone-card";
import { ResetPasswordCard } from "../components/reset-password-card";

export default function ProfilePage() {
  const { user, isAdmin } = useSession();
  // The route's guard has already sent signed-out visitors to /login.
  if (!user) return null;
  return (
    <Container size="md" py={{ base: "lg", sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Profile</Title>
          <Text c="dimmed">Your account details, sign-in email and password.</Text>
        </Stack>
        <AccountCard user={user} isAdmin={isAdmin} />
        {user.isDemoUser ? (
          // A demo sign-in checks no password and its address is unproven: nothing here may act on that address.
          <Alert color="grape" variant="light" icon={<IconFlask size={18} aria-hidden />} title="Demo account">
            You are signed in with a demo account. Changing the email or password is not available, and demo data is
            deleted daily. Create a free account to keep your work.
          </Alert>
        ) : (
          <>
            <ChangeEmailCard user={user} />
            <ResetPasswordCard user={user} />
          </>
        )}
        <DangerZoneCard user={user} />
      </Stack>
    </Container>
  );
}
