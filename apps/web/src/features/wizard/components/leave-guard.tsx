import { Button, Group, Modal, Text } from "@mantine/core";
import { useEffect } from "react";
import { useBlocker } from "react-router";

/** Asks before leaving the wizard with changes not yet saved: links inside the app, and closing or reloading the tab. */
export function LeaveGuard({ unsaved, allowed }: { unsaved: boolean; allowed: (from: string, to: string) => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && !allowed(currentLocation.pathname, nextLocation.pathname),
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  return (
    <Modal
      opened={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text size="sm">Your latest changes have not been saved yet. If you leave now, they will be lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
