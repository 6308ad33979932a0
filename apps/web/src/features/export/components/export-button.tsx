import { Button, Modal, Tooltip } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconFileExport } from "@tabler/icons-react";
import { ExportPanel } from "./export-panel";

interface Props {
  /** Null while the application has never been saved: there is nothing on the server to export yet. */
  applicationId: string | null | undefined;
  unsaved?: boolean;
}

/** 'Export' and its dialog: the downloads, the fee and the deadlines. Dropped into the wizard and each card. */
export function ExportButton({ applicationId, unsaved }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const narrow = useMediaQuery("(max-width: 36em)");
  const button = (
    <Button
      variant="default"
      leftSection={<IconFileExport size={18} aria-hidden />}
      onClick={open}
      disabled={!applicationId}
    >
      Export
    </Button>
  );
  if (!applicationId) {
    return (
      <Tooltip label="Save the application to export it">
        <span>{button}</span>
      </Tooltip>
    );
  }
  return (
    <>
      {button}
      <Modal
        opened={opened}
        onClose={close}
        title="Export and filing dates"
        size="lg"
        fullScreen={narrow}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <ExportPanel applicationId={applicationId} unsaved={unsaved} />
      </Modal>
    </>
  );
}
