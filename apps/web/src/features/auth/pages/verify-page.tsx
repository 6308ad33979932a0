import { Anchor, Button, Loader, Text } from "@mantine/core";
import { IconCircleCheck, IconMailX } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { failureMessage, useVerifyEmail } from "../api";
import { AuthCard } from "../components/auth-card";
import { useTokenOnce } from "../use-token-once";

const VERIFIED = "Your email has been verified! You can now log in.";

export default function VerifyPage() {
  const token = useSearchParams()[0].get("token");
  const verify = useVerifyEmail();
  useTokenOnce(token, verify.mutate);

  if (token && verify.isSuccess) {
    return (
      <AuthCard title="Email Verified" icon={<IconCircleCheck size={32} />} iconColor="green">
        <Text ta="center" c="green.8" fw={500} role="status">
          {verify.data.message ?? VERIFIED}
        </Text>
        <Button component={Link} to="/login" fullWidth size="md">
          Go to Login
        </Button>
      </AuthCard>
    );
  }

  if (!token || verify.isError) {
    const message = token ? failureMessage(verify.error, "Verification failed.") : "Invalid verification link.";
    return (
      <AuthCard title="Verification Failed" icon={<IconMailX size={32} />} iconColor="red">
        <Text ta="center" c="red.8" role="alert">
          {message}
        </Text>
        <Text ta="center" size="sm" c="dimmed">
          Verification links work once and expire after 24 hours.{" "}
          <Anchor component={Link} to="/verify-email" underline="always">
            Send a new link
          </Anchor>
        </Text>
        <Button component={Link} to="/login" variant="default" fullWidth>
          Go to Login
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Email Verification" icon={<Loader size={28} />}>
      <Text ta="center" role="status">
        Verifying your email...
      </Text>
    </AuthCard>
  );
}
