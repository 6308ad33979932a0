import type { HistoryEntry } from "@app/contracts";
import { Anchor, Center, Loader, ScrollArea, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "react-router";
import { usePreferences } from "../../settings/preferences";
import classes from "../analyzer.module.css";
import { useDeleteAnalysis, useHistory } from "../api";
import { HistoryItem } from "./history-item";

/** 'Recent Analysis' (spec 001 §2, §4): loading, failure with Retry, empty, or the entries in a 24rem scroll box. */
export function HistoryList({ currentId, onNavigate }: { currentId: string | null; onNavigate?: () => void }) {
  const history = useHistory(true);
  const remove = useDeleteAnalysis();
  const navigate = useNavigate();
  const { historyItems } = usePreferences();

  if (history.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading recent analyses" />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <Text size="sm" c="gray.7" role="alert">
        Analysis history temporarily unavailable{" "}
        <Anchor component="button" type="button" size="sm" onClick={() => history.refetch()}>
          Retry
        </Anchor>
      </Text>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No previous analyses yet
      </Text>
    );
  }

  const open = (entry: HistoryEntry) => {
    onNavigate?.();
    navigate(`/analysis/${entry.id}`);
  };
  const confirmDelete = (entry: HistoryEntry) =>
    modals.openConfirmModal({
      title: "Delete analysis",
      children: <Text size="sm">Are you sure you want to delete this analysis?</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      closeButtonProps: { "aria-label": "Close" },
      onConfirm: () =>
        remove.mutate(entry.id, {
          onError: () => notifications.show({ color: "red", title: "Error", message: "Failed to delete analysis" }),
        }),
    });

  return (
    // Spec 001 §9: the list scrolls at a maximum height of 96 units (24rem).
    <ScrollArea.Autosize mah="24rem" type="auto" offsetScrollbars>
      <ul className={classes.historyList} aria-label="Recent analyses">
        {history.data.slice(0, historyItems).map((entry) => (
          <HistoryItem
            key={entry.id}
            entry={entry}
            current={entry.id === currentId}
            onOpen={open}
            onDelete={confirmDelete}
          />
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}
