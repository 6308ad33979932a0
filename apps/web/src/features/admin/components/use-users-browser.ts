import type { UserFilter } from "@app/contracts";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useAdminUsers } from "../api/users";
import type { UsersBrowser } from "./users-panel";

const PAGE_SIZE = 20;

/** Search (debounced 300 ms), filter and page of the users list; any new search or filter starts at page 1. */
export function useUsersBrowser(): UsersBrowser {
  const [search, setSearchValue] = useState("");
  const [filter, setFilterValue] = useState<UserFilter>("all");
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useAdminUsers({ q, filter, page, pageSize: PAGE_SIZE });
  // After deleting the last user of the last page, step back to the page that now is the last.
  const total = query.data?.total;
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * PAGE_SIZE >= total)
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [total, page]);
  return {
    search,
    setSearch: (value) => {
      setSearchValue(value);
      setPage(1);
    },
    filter,
    setFilter: (value) => {
      setFilterValue(value);
      setPage(1);
    },
    page,
    setPage,
    pageSize: PAGE_SIZE,
    query,
  };
}
