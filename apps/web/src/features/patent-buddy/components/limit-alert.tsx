import { APPLICATION_LIMIT_ALERT } from "@app/contracts";
import { Button, Group, Modal, Text } from "@mantine/core";
import { Link } from "react-router";

/** The refusal of 'Create Application' at the limit: an alert the user acknowledges with OK. */
export function LimitAlert({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Application limit reached"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text>{APPLICATION_LIMIT_ALERT}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button component={Link} to="/patent-applications" variant="default">
          My Applications
        </Button>
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
