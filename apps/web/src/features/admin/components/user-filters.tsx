import type { UserFilter } from "@app/contracts";
import { CloseButton, Group, Select, TextInput } from "@mantine/core";
import { IconFilter, IconSearch } from "@tabler/icons-react";

const FILTERS: { value: UserFilter; label: string }[] = [
  { value: "all", label: "All Users" },
  { value: "active", label: "Active Only" },
  { value: "blocked", label: "Blocked Only" },
  { value: "unverified", label: "Unverified Only" },
  { value: "admins", label: "Admins Only" },
];

interface Props {
  search: string;
  onSearch: (q: string) => void;
  filter: UserFilter;
  onFilter: (f: UserFilter) => void;
}

export function UserFilters({ search, onSearch, filter, onFilter }: Props) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label="Search users"
        placeholder="Search by name, email, or ID..."
        type="search"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearch("")} /> : null}
        style={{ flex: "1 1 260px" }}
      />
      <Select
        aria-label="Filter users"
        data={FILTERS}
        value={filter}
        onChange={(v) => v && onFilter(v as UserFilter)}
        allowDeselect={false}
        leftSection={<IconFilter size={16} aria-hidden />}
        w={{ base: "100%", xs: 190 }}
      />
    </Group>
  );
}
