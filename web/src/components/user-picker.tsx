/**
 * The type-to-search user picker of add holiday and the sickness and appointment modals: a
 * text box (ARIA 1.2 combobox) over a Command list in a Popover, which shows
 * GET /api/users?q=&limit=20 as you type and the next 20 when the list is scrolled (or
 * arrowed) to its end. Keyboard: ArrowDown opens the list and moves down, ArrowUp moves up,
 * Enter chooses, Escape closes the list (and only the list, even inside a dialog).
 * Focus alone never opens the list: a dialog focusing the box as it opens would otherwise
 * drop the list over its other fields. Typing, ArrowDown or a click open it.
 */
import { useCommandState } from "cmdk";
import {
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";

import { messages } from "@shared/messages.ts";

import { type PickerUser, usePickerUsers } from "@/api/get-picker-users";
import { EmailText } from "@/components/email-text";
import { Command, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/utils";

export type { PickerUser };

const SEARCH_DELAY_MS = 250;
/**
 * The Command's value while no option is highlighted. cmdk highlights the first option when
 * its value is empty; one that matches no user id leaves the list unhighlighted until the
 * arrows move, so Enter chooses only what was arrowed to (or a sole match).
 */
const NO_HIGHLIGHT = "-";

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
  /** Set by a form's field: its message and whether it is invalid. */
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /** The text box, e.g. for a form to focus the field when it is missing. */
  ref?: Ref<HTMLInputElement>;
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
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  selectedLabel,
  ref,
}: UserPickerProps) {
  const generatedId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [listboxId, setListboxId] = useState<string>();

  const [chosen, setChosen] = useState<PickerUser | null>(null);
  const chosenLabel = value === null
    ? ""
    : chosen?.id === value
    ? pickerUserName(chosen)
    : (selectedLabel ?? "");
  const [text, setText] = useState(chosenLabel);
  const [isOpen, setIsOpen] = useState(false);
  // The highlighted user's id; the Command moves it with the arrow keys and the pointer.
  const [highlighted, setHighlighted] = useState(NO_HIGHLIGHT);

  // A value changed from outside (a form reset, an edit) shows its name when the list is shut.
  const [shownLabel, setShownLabel] = useState(chosenLabel);
  if (shownLabel !== chosenLabel) {
    setShownLabel(chosenLabel);
    if (!isOpen) setText(chosenLabel);
  }

  // While a user is chosen the box shows their name; searching starts once the text changes.
  const searchText = value !== null && text === chosenLabel ? "" : text.trim();
  const q = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const search = usePickerUsers(q, isOpen);
  const users = search.data?.pages.flatMap((page) => page.items) ?? [];
  const isSearching = search.isFetching && !search.isFetchingNextPage;

  function open() {
    if (disabled) return;
    setIsOpen(true);
  }

  function close() {
    setIsOpen(false);
    setHighlighted(NO_HIGHLIGHT);
    setText(chosenLabel);
  }

  function choose(user: PickerUser) {
    setChosen(user);
    setText(pickerUserName(user));
    setIsOpen(false);
    setHighlighted(NO_HIGHLIGHT);
    onChange(user);
  }

  function loadMoreIfNeeded(index: number) {
    if (index >= users.length - 3 && search.hasNextPage && !search.isFetchingNextPage) {
      void search.fetchNextPage();
    }
  }

  function highlight(userId: string) {
    setHighlighted(userId || NO_HIGHLIGHT);
    loadMoreIfNeeded(users.findIndex((user) => user.id === userId));
  }

  // The Command handles the arrow keys and Enter on the open list; everything else is the
  // text box's own (Home and End move the caret, Enter on a shut list submits the form).
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!isOpen || event.key === "Home" || event.key === "End") {
      event.stopPropagation();
      if (event.key === "ArrowDown" || event.key === "ArrowUp") event.preventDefault();
      if (event.key === "ArrowDown") open();
    } else if (event.key === "Enter" && highlighted === NO_HIGHLIGHT) {
      // Nothing highlighted: Enter takes the one user this search found, if that is showing.
      event.preventDefault();
      event.stopPropagation();
      if (users.length === 1 && !search.isPlaceholderData) choose(users[0]);
    }
  }

  let status: string | null = null;
  if (search.isError) status = messages.failedToFetchUsers;
  else if (isSearching && users.length === 0) status = messages.loading;
  else if (!search.isPending && users.length === 0) status = messages.noUsersFound;

  return (
    <Popover open={isOpen} onOpenChange={(isOpening) => !isOpening && close()}>
      <Command
        value={highlighted}
        onValueChange={highlight}
        shouldFilter={false}
        vimBindings={false}
        className="h-auto overflow-visible bg-transparent"
      >
        <PopoverAnchor asChild>
          <PickerInput
            ref={inputRef}
            id={id ?? `${generatedId}-input`}
            aria-label={ariaLabel}
            aria-describedby={ariaDescribedBy}
            aria-invalid={ariaInvalid}
            aria-expanded={isOpen}
            aria-controls={isOpen ? listboxId : undefined}
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setHighlighted(NO_HIGHLIGHT);
              open();
              if (value !== null) onChange(null); // editing the name un-chooses the user
            }}
            onClick={open}
            onBlur={close}
            onKeyDown={handleKeyDown}
          />
        </PopoverAnchor>
        <PopoverContent
          portal={false}
          role="presentation" // the popup is the listbox inside, not a dialog
          align="start"
          className="w-(--radix-popover-trigger-width) p-0"
          // The text box keeps the focus: opening moves none into the list, a click in the
          // list takes none from the box, and the box itself is not "outside".
          onOpenAutoFocus={(event) => event.preventDefault()}
          onMouseDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target === inputRef.current) event.preventDefault();
          }}
        >
          <CommandList
            ref={(list) => setListboxId(list?.id)}
            label={ariaLabel ?? placeholder}
            className="max-h-60 py-1"
            onScroll={(event) => {
              const list = event.currentTarget;
              if (list.scrollTop + list.clientHeight >= list.scrollHeight - 24) {
                loadMoreIfNeeded(users.length);
              }
            }}
          >
            {users.map((user) => (
              <CommandItem
                key={user.id}
                value={user.id}
                onSelect={() => choose(user)}
                className="cursor-pointer flex-col items-start gap-0 rounded-none px-3"
              >
                <span className="block font-medium">{pickerUserName(user)}</span>
                <span className="block max-w-full text-xs text-muted-foreground">
                  <EmailText email={user.email} /> · {user.department}
                </span>
              </CommandItem>
            ))}
          </CommandList>
          {(status || search.isFetchingNextPage) && (
            <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
              {status ?? messages.loading}
            </p>
          )}
        </PopoverContent>
      </Command>
    </Popover>
  );
}

/** The text box; inside the Command so that it can name the highlighted option. */
function PickerInput({ className, ...props }: ComponentProps<"input">) {
  const activeId = useCommandState((state) => state.selectedItemId);
  return (
    <input
      type="text"
      role="combobox"
      aria-autocomplete="list"
      aria-activedescendant={props["aria-expanded"] ? activeId : undefined}
      autoComplete="off"
      className={cn(
        "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}
