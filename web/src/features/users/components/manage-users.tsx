import { DownloadIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";

import { usersCsvFileName } from "@shared/constants.ts";
import { todayInLondon, yearOf } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { now } from "@/lib/clock";
import { useDepartments } from "@/api/get-departments";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SearchBox } from "@/components/search-box";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { downloadCsv } from "@/lib/csv";
import { refusalDetail } from "@/lib/refusal";

import { useDeleteUser } from "../api/delete-user";
import { type AdminUser, useAdminUsers } from "../api/get-admin-users";
import { useAllowancesByUser } from "../api/get-allowances";
import { filterUsers, parseYear } from "../utils/filter-users";
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
 * 01/01/2025 by default, which this year's filter would hide.
 */
export function ManageUsers() {
  const currentYear = yearOf(todayInLondon(now()));
  const [search, setSearch] = useState("");
  const [yearText, setYearText] = useState(String(currentYear));
  const year = parseYear(yearText);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const users = useAdminUsers();
  useErrorToast(users.error, messages.failedToFetchUsers);
  const departments = useDepartments();
  useErrorToast(departments.error, messages.failedToFetchDepartments);
  const allowances = useAllowancesByUser();

  const shown = useMemo(() => filterUsers(users.data ?? [], search, year), [
    users.data,
    search,
    year,
  ]);

  // The year box follows the new user's start year, and a search that would hide them is cleared.
  function showCreated(created: AdminUser) {
    setYearText(String(yearOf(created.start_date)));
    if (filterUsers([created], search, null).length === 0) setSearch("");
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

  function exportCsv() {
    downloadCsv(usersCsvFileName(year ?? currentYear), usersCsv(shown));
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
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={exportCsv}
            disabled={!users.data}
          >
            <DownloadIcon aria-hidden="true" />
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
        status={{
          isPending: users.isPending,
          isError: users.isError,
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
