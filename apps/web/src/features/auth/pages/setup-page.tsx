import { Button, Center, Code, Loader, Text } from "@mantine/core";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { useSetupStatus } from "../api";
import { AuthCard } from "../components/auth-card";
import { FormMessage } from "../components/form-message";
import { SetupForm } from "../components/setup-form";

/** First run: the one-time link printed by the server creates the first super user (no default credentials). */
export default function SetupPage() {
  const token = useSearchParams()[0].get("token");
  const status = useSetupStatus();

  if (status.isPending) {
    return (
      <AuthCard title="First-time Setup">
        <Center py="md" role="status" aria-label="Loading">
          <Loader />
        </Center>
      </AuthCard>
    );
  }

  if (status.isError) {
    return (
      <AuthCard title="First-time Setup">
        <FormMessage tone="error" text="Could not reach the server. Please try again." />
        <Button onClick={() => status.refetch()} loading={status.isFetching} fullWidth>
          Try again
        </Button>
      </AuthCard>
    );
  }

  if (!status.data.needed) {
    return (
      <AuthCard title="Setup Complete" icon={<IconCircleCheck size={32} />} iconColor="green">
        <Text ta="center">Setup is already complete.</Text>
        <Button component={Link} to="/login" fullWidth>
          Go to Sign In
        </Button>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title="Invalid Setup Link" icon={<IconLinkOff size={32} />} iconColor="red">
        <Text ta="center">
          This link has no setup token. Open the full link the server printed when it started, or create the first super
          user from a terminal with <Code>npm run admin:create</Code>.
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title="Create the Super User"
      subtitle="This first account can manage every user, create admins and create other super users."
    >
      <SetupForm token={token} />
    </AuthCard>
  );
}
