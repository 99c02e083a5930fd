import { PencilIcon, Trash2Icon } from "lucide-react";
import { type ComponentProps, type ReactNode, useMemo, useState } from "react";

import { formatDate } from "@shared/dates.ts";
import { roleLabel } from "@shared/roles.ts";

import type { Department } from "@/api/get-departments";
import { type DataColumn, DataList, type ListState } from "@/components/data-list/data-list";
import { EmailText } from "@/components/email-text";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import type { AdminUser } from "../api/get-admin-users";
import type { UserAllowance } from "../api/get-allowances";
import { EditUserForm } from "./edit-user-form";
import { USER_COLUMNS, type UserColumn } from "./user-columns";

const CELLS: Record<UserColumn, (user: AdminUser) => ReactNode> = {
  firstName: (user) => user.firstName,
  lastName: (user) => user.lastName,
  email: (user) => <EmailText email={user.email} />,
  role: (user) => roleLabel(user.role),
  vacationHours: (user) => user.vacation_hours,
  totalVacationHours: (user) => user.total_vacation_hours,
  startDate: (user) => formatDate(user.start_date),
  department: (user) => user.department,
};

/**
 * Total Vacation Hours, and this year's allowance beside it when it is pro-rata (issue 16):
 * "160 (120 pro-rata)". Every other user's cell is the spec's figure alone.
 */
function totalHoursCell(user: AdminUser, allowance: UserAllowance | undefined): ReactNode {
  if (!allowance?.proRata) return user.total_vacation_hours;
  return `${user.total_vacation_hours} (${allowance.allowance} pro-rata)`;
}

/** The spec's columns; built again only when the allowances change (rows are memoised on them). */
function columnsOf(allowances: ReadonlyMap<string, UserAllowance>): DataColumn<AdminUser>[] {
  return (Object.keys(USER_COLUMNS) as UserColumn[]).map((column) => ({
    header: USER_COLUMNS[column],
    cell: column === "totalVacationHours"
      ? (user) => totalHoursCell(user, allowances.get(user.id))
      : CELLS[column],
    className: column === "role" ? "whitespace-normal" : undefined,
  }));
}

const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`;

/** A row of the table is named by its user, whether it shows the cells or the edit form. */
const rowProps = (user: AdminUser) => ({ "aria-label": nameOf(user) });

/**
 * The users shown, editable in place: Edit opens the user's fields where their row (their
 * card on a phone) was, one user at a time.
 */
export function UsersList({
  users,
  departments,
  allowances,
  onDelete,
  status,
  highlightKey,
  isBusy,
}: {
  users: readonly AdminUser[];
  departments: readonly Department[];
  /** This year's allowances of the users a policy touches, by user id. */
  allowances: ReadonlyMap<string, UserAllowance>;
  onDelete: (user: AdminUser) => void;
  /** What shows when no user matches. */
  status: ListState;
  /** A user to point out (DataList's highlightKey): one just created, on a page of many. */
  highlightKey?: AdminUser["id"] | null;
  /** While the next page loads, the one shown is marked busy. */
  isBusy?: boolean;
}) {
  const [editingId, setEditingId] = useState<AdminUser["id"] | null>(null);
  const columns = useMemo(() => columnsOf(allowances), [allowances]);

  // In the table Edit and Delete are icons (named for screen readers, with a tooltip) so the
  // nine columns fit beside the sidebar at 1280 px; the cards spell them out.
  const actionsOf = (user: AdminUser, isCompact: boolean) => {
    const button = (label: string, icon: ReactNode, props: ComponentProps<typeof Button>) => (
      <Button
        type="button"
        size={isCompact ? "icon" : "sm"}
        variant="outline"
        aria-label={`${label} ${nameOf(user)}`}
        title={isCompact ? label : undefined}
        {...props}
        className={cn(props.className, isCompact && "size-8")}
      >
        {icon}
        {!isCompact && label}
      </Button>
    );
    return (
      <div className={isCompact ? "flex gap-2" : "grid grid-cols-2 gap-2"}>
        {button("Edit", <PencilIcon aria-hidden="true" />, {
          disabled: editingId !== null,
          onClick: () => setEditingId(user.id),
        })}
        {button("Delete", <Trash2Icon aria-hidden="true" />, {
          className: "text-destructive",
          onClick: () => onDelete(user),
        })}
      </div>
    );
  };

  return (
    <DataList
      rows={users}
      columns={[
        ...columns,
        { header: "Actions", cell: (user) => actionsOf(user, true), isOnCard: false },
      ]}
      rowKey={(user) => user.id}
      status={status}
      highlightKey={highlightKey}
      isBusy={isBusy}
      wrapHeaders
      rowProps={rowProps}
      cardLabel={nameOf}
      cardActions={(user) => actionsOf(user, false)}
      panel={(user) =>
        editingId === user.id && (
          <EditUserForm
            user={user}
            departments={departments}
            onDone={() => setEditingId(null)}
          />
        )}
    />
  );
}
