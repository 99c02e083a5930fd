/**
 * The type-to-search user picker of add holiday and the sickness and appointment modals:
 * a combobox (ARIA 1.2 pattern) whose listbox shows GET /api/users?q=&limit=20 as you type,
 * the next 20 when the list is scrolled (or arrowed) to its end. Keyboard: ArrowDown/ArrowUp
 * move, Enter chooses, Escape closes the list (and only the list, even inside a dialog).
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

import { messages } from "@shared/messages.ts";

import { queryRoots } from "@/api/query-keys";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { api, type Page } from "@/lib/api-client";
import { cn } from "@/lib/utils";

/** A user as GET /api/users answers it (docs/api.md "Picker user"). */
export type PickerUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  department_id: number | null;
  department: string;
};

export const PICKER_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;

/** Under "users": saving a user on /users refreshes the picker too. */
export const pickerUserKeys = {
  all: [...queryRoots.users, "picker"] as const,
  search: (q: string) => [...pickerUserKeys.all, { q }] as const,
};

/** GET /api/users: one page of active users whose name or email contains q. */
export function getPickerUsers(q: string, offset: number): Promise<Page<PickerUser>> {
  return api.getPage<PickerUser>("/users", { q: q || undefined, limit: PICKER_PAGE_SIZE, offset });
}

export function getPickerUsersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: pickerUserKeys.search(q),
    queryFn: ({ pageParam }) => getPickerUsers(q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** "Ada Lovelace". */
export function pickerUserName(user: Pick<PickerUser, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`;
}

export type UserPickerProps = {
  id?: string;
  /** The chosen user's id, or null. */
  value: string | null;
  onChange: (user: PickerUser | null) => void;
  placeholder?: string;
  disabled?: boolean;
  "aria-label"?: string;
  /** The name to show for a `value` chosen elsewhere (editing a saved log): "Ada Lovelace". */
  selectedLabel?: string;
};

export function UserPicker({
  id,
  value,
  onChange,
  placeholder = messages.searchAndSelectUser,
  disabled,
  "aria-label": ariaLabel,
  selectedLabel,
}: UserPickerProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const [chosen, setChosen] = useState<PickerUser | null>(null);
  const chosenLabel = value === null
    ? ""
    : chosen?.id === value
    ? pickerUserName(chosen)
    : (selectedLabel ?? "");
  const [text, setText] = useState(chosenLabel);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A value changed from outside (a form reset, an edit) shows its name when the list is shut.
  const [shownLabel, setShownLabel] = useState(chosenLabel);
  if (shownLabel !== chosenLabel) {
    setShownLabel(chosenLabel);
    if (!isOpen) setText(chosenLabel);
  }

  // While a user is chosen the box shows their name; searching starts once the text changes.
  const searchText = value !== null && text === chosenLabel ? "" : text.trim();
  const q = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  // While a new search runs the list keeps the last answer, rather than flickering empty.
  const search = useInfiniteQuery({
    ...getPickerUsersQueryOptions(q),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
  const users = search.data?.pages.flatMap((page) => page.items) ?? [];
  const isSearching = search.isFetching && !search.isFetchingNextPage;

  function open() {
    if (disabled) return;
    setIsOpen(true);
  }

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
    setText(chosenLabel);
  }

  function choose(user: PickerUser) {
    setChosen(user);
    setText(pickerUserName(user));
    setIsOpen(false);
    setActiveIndex(-1);
    onChange(user);
  }

  function loadMoreIfNeeded(index: number) {
    if (index >= users.length - 3 && search.hasNextPage && !search.isFetchingNextPage) {
      void search.fetchNextPage();
    }
  }

  function moveTo(index: number) {
    setActiveIndex(index);
    loadMoreIfNeeded(index);
    const option = listRef.current?.querySelector(`[data-index="${index}"]`);
    if (option && "scrollIntoView" in option) option.scrollIntoView({ block: "nearest" });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!isOpen) return open();
      if (users.length > 0) moveTo(Math.min(activeIndex + 1, users.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (isOpen && users.length > 0) moveTo(Math.max(activeIndex - 1, 0));
    } else if (event.key === "Enter") {
      if (!isOpen) return;
      event.preventDefault(); // choosing a user must not submit the surrounding form
      const isOnlyMatch = users.length === 1 && !search.isPlaceholderData;
      const user = users[activeIndex] ?? (isOnlyMatch ? users[0] : undefined);
      if (user) choose(user);
    } else if (event.key === "Tab" && isOpen) {
      close();
    }
  }

  // Escape closes the list before a surrounding dialog (which listens on the document, in the
  // capture phase) sees it; with the list shut, Escape reaches the dialog as usual.
  useEffect(() => {
    if (!isOpen) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault();
      close();
    };
    globalThis.addEventListener("keydown", onEscape, true);
    return () => globalThis.removeEventListener("keydown", onEscape, true);
  });

  const activeId = activeIndex >= 0 && activeIndex < users.length
    ? `${listboxId}-${activeIndex}`
    : undefined;
  let status: string | null = null;
  if (search.isError) status = messages.failedToFetchUsers;
  else if (isSearching && users.length === 0) status = messages.loading;
  else if (!search.isPending && users.length === 0) status = messages.noUsersFound;

  return (
    <div className="relative w-full">
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-label={ariaLabel}
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={isOpen ? activeId : undefined}
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          open();
          if (value !== null) onChange(null); // editing the name un-chooses the user
        }}
        onFocus={open}
        onClick={open}
        onBlur={close}
        onKeyDown={handleKeyDown}
        className={cn(
          "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        )}
      />
      <div
        className={cn(
          "absolute top-full left-0 z-50 mt-1 w-full rounded-md border bg-popover text-popover-foreground shadow-md",
          !isOpen && "hidden",
        )}
      >
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={ariaLabel ?? placeholder}
          className="max-h-60 overflow-y-auto py-1"
          onScroll={(event) => {
            const list = event.currentTarget;
            if (list.scrollTop + list.clientHeight >= list.scrollHeight - 24) {
              loadMoreIfNeeded(users.length);
            }
          }}
        >
          {users.map((user, index) => (
            <li
              key={user.id}
              id={`${listboxId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={user.id === value}
              // mousedown, not click: the input must not blur (and close the list) first
              onMouseDown={(event) => {
                event.preventDefault();
                choose(user);
              }}
              onMouseMove={() => setActiveIndex(index)}
              className={cn(
                "cursor-pointer px-3 py-1.5 text-sm",
                index === activeIndex && "bg-accent text-accent-foreground",
              )}
            >
              <span className="block font-medium">{pickerUserName(user)}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {user.email} · {user.department}
              </span>
            </li>
          ))}
        </ul>
        {(status || search.isFetchingNextPage) && (
          <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
            {status ?? messages.loading}
          </p>
        )}
      </div>
    </div>
  );
}
