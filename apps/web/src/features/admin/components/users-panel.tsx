import type { AdminUsersReply, PublicUser, UserFilter } from "@app/contracts";
import { Alert, Button, EmptyState, Group, Pagination, Paper, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertCircle, IconUserSearch } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { useDeleteUser, useToggleAdmin, useToggleStatus, useVerifyUser } from "../api/user-actions";
import { ResetPasswordModal } from "./reset-password-modal";
import { UserDetailsModal } from "./user-details-modal";
import { UserFilters } from "./user-filters";
import type { UserAction } from "./user-row-actions";
import { UsersTable } from "./users-table";

export interface UsersBrowser {
  search: string;
  setSearch: (q: string) => void;
  filter: UserFilter;
  setFilter: (f: UserFilter) => void;
  page: number;
  setPage: (p: number) => void;
  pageSize: number;
  query: UseQueryResult<AdminUsersReply>;
}

/** 'Failed to fetch users' when the server answered with a failure, 'Error fetching users' when it could not be reached. */
const fetchFailure = (err: unknown) =>
  err instanceof ApiError && err.status !== 0 ? "Failed to fetch users" : "Error fetching users";

export function UsersPanel({ browser }: { browser: UsersBrowser }) {
  const { query, page, pageSize } = browser;
  const data = query.data;
  const [detailsFor, setDetailsFor] = useState<PublicUser | null>(null);
  const [resetFor, setResetFor] = useState<PublicUser | null>(null);
  const toggleStatus = useToggleStatus();
  const toggleAdmin = useToggleAdmin();
  const verify = useVerifyUser();
  const remove = useDeleteUser();

  const onAction = (action: UserAction, user: PublicUser) => {
    if (action === "details") setDetailsFor(user);
    else if (action === "verify") verify.mutate({ user });
    else if (action === "block" || action === "unblock") toggleStatus.mutate({ user, blocked: action === "block" });
    else if (action === "make-admin" || action === "remove-admin")
      toggleAdmin.mutate({ user, isAdmin: action === "make-admin" });
    else if (action === "reset-password") setResetFor(user);
    else
      modals.openConfirmModal({
        title: "Delete User",
        centered: true,
        children: <Text size="sm">Are you sure you want to delete this user? This action cannot be undone.</Text>,
        labels: { confirm: "Delete", cancel: "Cancel" },
        confirmProps: { color: "red" },
        onConfirm: () => remove.mutate({ user }),
      });
  };

  // The dialog follows the list, so an action taken elsewhere shows in it at once.
  const liveDetails = detailsFor ? (data?.users.find((u) => u.id === detailsFor.id) ?? detailsFor) : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const first = data && data.total > 0 ? (page - 1) * pageSize + 1 : 0;
  const last = data ? Math.min(page * pageSize, data.total) : 0;

  return (
    <Stack gap="md">
      <UserFilters
        search={browser.search}
        onSearch={browser.setSearch}
        filter={browser.filter}
        onFilter={browser.setFilter}
      />

      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <span>{fetchFailure(query.error)}</span>
            <Button size="xs" variant="white" color="red" onClick={() => query.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}

      <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
        {data && data.users.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconUserSearch size={28} aria-hidden />}
            withIndicatorBackground
            title="No users match your search."
          >
            {(browser.search || browser.filter !== "all") && (
              <EmptyState.Actions>
                <Button
                  variant="default"
                  onClick={() => {
                    browser.setSearch("");
                    browser.setFilter("all");
                  }}
                >
                  Clear search and filter
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        ) : query.isError && !data ? null : (
          <UsersTable users={data?.users} pageSize={pageSize} onAction={onAction} />
        )}
      </Paper>

      {data && data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {first.toLocaleString("en-US")}–{last.toLocaleString("en-US")} of{" "}
            {data.total.toLocaleString("en-US")}
            {query.isFetching ? " · updating…" : ""}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={browser.setPage}
              size="sm"
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({ "aria-label": `${control} page` })}
              getItemProps={(p) => ({ "aria-label": `Page ${p}` })}
            />
          )}
        </Group>
      )}

      <UserDetailsModal user={liveDetails} onClose={() => setDetailsFor(null)} />
      <ResetPasswordModal user={resetFor} onClose={() => setResetFor(null)} />
    </Stack>
  );
}
