import { PencilIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";

import { formatDate } from "@shared/dates.ts";
import { roleLabel } from "@shared/roles.ts";

import type { Department } from "@/api/get-departments";
import { RecordCard } from "@/components/record-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/utils";

import type { AdminUser } from "../api/get-admin-users";
import { EditUserForm } from "./edit-user-form";
import { USER_COLUMNS, type UserColumn } from "./user-columns";

const COLUMN_KEYS = Object.keys(USER_COLUMNS) as UserColumn[];

function cellsOf(user: AdminUser): Record<UserColumn, ReactNode> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: roleLabel(user.role),
    vacationHours: user.vacation_hours,
    totalVacationHours: user.total_vacation_hours,
    startDate: formatDate(user.start_date),
    department: user.department,
  };
}

/**
 * The users shown, editable in place: Edit opens the user's fields where their row (their
 * card on a phone) was, one user at a time.
 */
export function UsersList({
  users,
  departments,
  isNarrow,
  onDelete,
}: {
  users: readonly AdminUser[];
  departments: readonly Department[];
  isNarrow: boolean;
  onDelete: (user: AdminUser) => void;
}) {
  const [editingId, setEditingId] = useState<AdminUser["id"] | null>(null);
  const editor = (user: AdminUser) => (
    <EditUserForm
      user={user}
      departments={departments}
      onDone={() => setEditingId(null)}
    />
  );

  // In the table Edit and Delete are icons (named for screen readers, with a tooltip) so the
  // nine columns fit beside the sidebar at 1280 px; the cards spell them out.
  const actionsOf = (user: AdminUser, isCompact: boolean) => {
    const name = `${user.firstName} ${user.lastName}`;
    const size = isCompact ? "icon" : "sm";
    return (
      <div className={isCompact ? "flex gap-2" : "grid grid-cols-2 gap-2"}>
        <Button
          type="button"
          size={size}
          variant="outline"
          aria-label={`Edit ${name}`}
          title={isCompact ? "Edit" : undefined}
          className={cn(isCompact && "size-8")}
          disabled={editingId !== null}
          onClick={() => setEditingId(user.id)}
        >
          <PencilIcon aria-hidden="true" />
          {!isCompact && "Edit"}
        </Button>
        <Button
          type="button"
          size={size}
          variant="outline"
          aria-label={`Delete ${name}`}
          title={isCompact ? "Delete" : undefined}
          className={cn("text-destructive", isCompact && "size-8")}
          onClick={() => onDelete(user)}
        >
          <Trash2Icon aria-hidden="true" />
          {!isCompact && "Delete"}
        </Button>
      </div>
    );
  };

  if (isNarrow) {
    return (
      <ul className="flex flex-col gap-3">
        {users.map((user) => {
          const cells = cellsOf(user);
          return (
            <li key={user.id}>
              {editingId === user.id
                ? (
                  <Card className="py-4">
                    <CardContent className="px-4">{editor(user)}</CardContent>
                  </Card>
                )
                : (
                  <RecordCard
                    label={`${user.firstName} ${user.lastName}`}
                    fields={COLUMN_KEYS.map((column) => ({
                      label: USER_COLUMNS[column],
                      value: cells[column],
                    }))}
                    actions={actionsOf(user, false)}
                  />
                )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            {Object.values(USER_COLUMNS).map((title) => (
              <TableHead key={title} className="whitespace-normal">{title}</TableHead>
            ))}
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            if (editingId === user.id) {
              return (
                <TableRow key={user.id} aria-label={name} className="bg-muted/30 hover:bg-muted/30">
                  <TableCell colSpan={COLUMN_KEYS.length + 1} className="p-4 whitespace-normal">
                    {editor(user)}
                  </TableCell>
                </TableRow>
              );
            }
            const cells = cellsOf(user);
            return (
              <TableRow key={user.id} aria-label={name}>
                {COLUMN_KEYS.map((column) => (
                  <TableCell
                    key={column}
                    className={column === "role" ? "whitespace-normal" : undefined}
                  >
                    {cells[column]}
                  </TableCell>
                ))}
                <TableCell>{actionsOf(user, true)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
