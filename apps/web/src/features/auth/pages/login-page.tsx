import type { PublicUser } from "@app/contracts";
import { Alert, Button, Divider, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSiteConfig } from "../../site/api";
import { AuthCard } from "../components/auth-card";
import { RegistrationForm } from "../components/registration-form";
import { SignInForm } from "../components/sign-in-form";
import { useSetSessionUser } from "../session";

/** What other screens may put in navigation state when they send someone here. */
interface LoginState {
  /** Set by the login guard: where the user was going. */
  from?: { pathname: string; search?: string; hash?: string } | string;
  /** Set by screens such as the analyzer: a path to return to. */
  origin?: string;
  message?: string;
}

/** Only same-site paths, so a crafted state can never send the user elsewhere after sign-in. */
function destination(state: LoginState | null): string {
  const from = state?.from;
  const target =
    typeof from === "string" ? from : from ? `${from.pathname}${from.search ?? ""}${from.hash ?? ""}` : state?.origin;
  return target?.startsWith("/") && !target.startsWith("//") && !target.startsWith("/login") ? target : "/";
}

export default function LoginPage() {
  const location = useLocation();
  const state = (location.state ?? null) as LoginState | null;
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const { data: site } = useSiteConfig();
  const [mode, setMode] = useState<"signin" | "register">("signin");
  const registering = mode === "register";

  const signedIn = (user: PublicUser) => {
    setSessionUser(user);
    navigate(destination(state), { replace: true });
  };
  const toVerify = (email: string, message: string) => navigate("/verify-email", { state: { email, message } });

  return (
    <AuthCard
      wide={registering}
      title={registering ? "Create your account" : "Sign in to Clarity"}
      subtitle={
        registering
          ? "Analyze arguments and audit patent applications. It takes a minute."
          : "Welcome back. Sign in to continue your analyses and applications."
      }
    >
      {state?.message && (
        <Alert color="yellow" variant="light" title="Authentication Required" icon={<IconLock size={18} aria-hidden />}>
          {state.message}
        </Alert>
      )}

      {registering ? (
        <RegistrationForm
          onRegistered={(email) =>
            toVerify(email, "Registration successful! Please check your email to verify your account.")
          }
        />
      ) : (
        <SignInForm
          demoMode={!!site?.demoMode}
          onSignedIn={signedIn}
          onNeedsVerification={(email) => toVerify(email, "Please verify your email address before logging in.")}
        />
      )}

      <Divider />
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed">
          {registering ? "Already have an account?" : "New to Clarity?"}
        </Text>
        <Button variant="subtle" onClick={() => setMode(registering ? "signin" : "register")}>
          {registering ? "Sign in instead" : "Create new account"}
        </Button>
      </Stack>
    </AuthCard>
  );
}
