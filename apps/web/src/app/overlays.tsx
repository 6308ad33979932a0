import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";

/**
 * Hosts for confirm dialogs and notifications. The app opens them only through the global `modals` and
 * `notifications` functions, so the hosts need not wrap the app and load after the first render.
 */
export default function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
