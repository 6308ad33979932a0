import { Center, Loader, Stack, Text } from "@mantine/core";
import { Navigate, Outlet, useLocation } from "react-router";
import { isSigningOutFrom, useSession } from "../../features/auth/session";

/**
 * The login guard: 'Loading...' while the session loads, then /login carrying where the user wanted to go; a page
 * the user has just signed out from goes to / (spec 000 §2), whatever the timing of the navigation there.
 */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) {
    return (
      <Center py={120}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">Loading...</Text>
        </Stack>
      </Center>
    );
  }
  if (!user && isSigningOutFrom(location.key)) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
