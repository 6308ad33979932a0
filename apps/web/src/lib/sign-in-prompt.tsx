import { Button, Paper, Stack } from "@mantine/core";
import { IconLogin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

/** What a page that needs an account shows a signed-out visitor: its own words, and a sign-in that comes back. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="flex-start" gap="md">
        {children}
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
  );
}
