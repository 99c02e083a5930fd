import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";

import { usersCsvFileName } from "@shared/constants.ts";
import { todayInLondon, yearOf } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { now } from "@/lib/clock";
import { useDepartments } from "@/api/get-departments";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Pager } from "@/components/pager";
import { SearchBox } from "@/components/search-box";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { downloadCsv } from "@/lib/csv";
import { refusalDetail } from "@/lib/refusal";

import { useDeleteUser } from "../api/delete-user";
import { getAdminUserPosition, pageOfUser } from "../api/get-admin-user-position";
import type { AdminUser } from "../api/get-admin-users";
import { getAdminUsersExport } from "../api/get-admin-users-export";
import { useAllowancesByUser } from "../api/get-allowances";
import { useUsersPage } from "../hooks/use-users-page";
import { filterUsers } from "../utils/filter-users";
import { usersCsv } from "../utils/users-csv";
import { CreateUserDialog } from "./create-user-dialog";
import { UsersList } from "./users-list";
import { YearBox } from "./year-box";

/** The year box's choice of every start year (an empty box). */
const ALL_YEARS = "All years";
/** The same choice offered beside "No users match." (a name of its own: one button per name). */
const ANY_START_YEAR = "Any start year";

/**
 * Manage Users: search by name or email, the year users started (this year by default,
 * "All years" empties the box), Export CSV of the users shown, Create User, and the editable
 * list with delete. A user just created is brought into view: a new user starts on
 * 01/01/2025 by default, which this year's filter would hide. The server pages the list
 * (issue 32): 50 users a page, and the pager only when more than 50 match.
 */
export function ManageUsers() {
  const currentYear = yearOf(todayInLondon(now()));
  const list = useUsersPage(String(currentYear));
  const { query, searchText: search, setSearchText: setSearch, yearText, setYearText, year } = list;
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [createdId, setCreatedId] = useState<AdminUser["id"] | null>(null);
  const isPaged = list.pages > 1;

  useErrorToast(query.error, messages.failedToFetchUsers);
  const departments = useDepartments();
  useErrorToast(departments.error, messages.failedToFetchDepartments);
  const shown = list.users;
  const pageIds = useMemo(() => (query.data?.items ?? []).map((user) => user.id), [query.data]);
  const allowances = useAllowancesByUser(pageIds);

  // The year box follows the new user's start year, and a search that would hide them is
  // cleared; the list turns to the page that holds them.
  async function showCreated(created: AdminUser) {
    const startYear = yearOf(created.start_date);
    setYearText(String(startYear));
    const keepsSearch = filterUsers([created], search, null).length > 0;
    if (!keepsSearch) setSearch("");
    setCreatedId(created.id);
    const where = { q: keepsSearch ? search.trim() : "", startYear };
    try {
      list.showPage(where, pageOfUser(await getAdminUserPosition(created.id, where)));
    } catch {
      // The first page shows; the new user is on it in a company of one page.
    }
  }

  // Closed as soon as the server answers, before the list is read again.
  const remove = useDeleteUser({
    onSuccess: () => {
      toast.success(messages.userDeleted);
      setDeleting(null);
    },
    onError: (error) => {
      toast.error(messages.failedToDeleteUser, refusalDetail(error));
      setDeleting(null);
    },
  });

  // The users shown when they are all on the page; else every page of them from the server.
  const [isExporting, setIsExporting] = useState(false);
  async function exportCsv() {
    const fileName = usersCsvFileName(year ?? currentYear);
    if (list.isWhole) return downloadCsv(fileName, usersCsv(shown));
    setIsExporting(true);
    try {
      const everyone = await getAdminUsersExport({ q: search.trim(), startYear: year });
      downloadCsv(fileName, usersCsv(filterUsers(everyone, search, year)));
    } catch (error) {
      toast.error(messages.failedToFetchUsers, refusalDetail(error));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox
          label={messages.usersSearchPlaceholder}
          value={search}
          onChange={setSearch}
          className="sm:w-72"
        />
        <YearBox value={yearText} onChange={setYearText} max={9999} placeholder={ALL_YEARS}>
          <Button
            type="button"
            variant="outline"
            onClick={() => setYearText("")}
            disabled={yearText === ""}
          >
            {ALL_YEARS}
          </Button>
        </YearBox>
        <div className="flex gap-2 sm:ml-auto">
          {/* aria-disabled while exporting, not disabled: the focus stays on the button. */}
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => !isExporting && void exportCsv()}
            disabled={!query.data}
            aria-disabled={isExporting || undefined}
          >
            {isExporting
              ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              : <DownloadIcon aria-hidden="true" />}
            {messages.exportCsv}
          </Button>
          <div className="flex-1 sm:flex-none [&>button]:w-full">
            <CreateUserDialog departments={departments.data ?? []} onCreated={showCreated} />
          </div>
        </div>
      </div>

      <UsersList
        users={shown}
        departments={departments.data ?? []}
        allowances={allowances}
        onDelete={setDeleting}
        // Only a paged list points out the user just created: one page shows them as it did.
        highlightKey={isPaged ? createdId : null}
        isBusy={isPaged && query.isPlaceholderData}
        status={{
          isPending: query.isPending,
          isError: query.isError && !query.data,
          errorMessage: messages.failedToFetchUsers,
          emptyMessage: messages.noMatchingUsers,
          emptyAction: (
            <div className="flex flex-wrap justify-center gap-2">
              {search.trim() && (
                <Button variant="outline" onClick={() => setSearch("")}>
                  {messages.clearSearch}
                </Button>
              )}
              {year !== null && (
                <Button variant="outline" onClick={() => setYearText("")}>
                  {ANY_START_YEAR}
                </Button>
              )}
            </div>
          ),
        }}
      />

      {isPaged && (
        <Pager
          page={list.page}
          pages={list.pages}
          onPageChange={list.setPage}
          isBusy={query.isPlaceholderData}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete user"
        description={deleting
          ? `Are you sure you want to delete ${deleting.firstName} ${deleting.lastName}? They will no longer be able to sign in.`
          : ""}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        isBusy={remove.isPending}
      />
    </div>
  );
}
