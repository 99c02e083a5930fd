import { SaveIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";

import { type Department, useDepartments } from "@/api/get-departments";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useListState } from "@/components/data-list/use-list-state";
import { ListStatus } from "@/components/list-status";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFocusStaysInList } from "@/hooks/use-focus-stays-in-list";
import { refusalDetail } from "@/lib/refusal";

import { useDeleteDepartment } from "../api/delete-department";
import { useUpdateDepartment } from "../api/update-department";
import { CreateDepartmentDialog } from "./create-department-dialog";

/** Manage Departments: Create Department, and each name editable in place with Save and Delete. */
export function ManageDepartments() {
  const departments = useDepartments();
  const status = useListState(
    departments,
    messages.failedToFetchDepartments,
    messages.noDepartments,
  );
  const [names, setNames] = useState<Record<number, string>>({});
  const [deleting, setDeleting] = useState<Department | null>(null);
  const focusRoot = useFocusStaysInList<HTMLDivElement>();

  const update = useUpdateDepartment({
    onSuccess: (_, { id }) => {
      toast.success(messages.departmentUpdated);
      setNames(({ [id]: _saved, ...rest }) => rest);
    },
    onError: (error) =>
      toast.error(messages.failedToUpdateDepartment, refusalDetail(error, { name: "Name" })),
  });
  const remove = useDeleteDepartment({
    onSuccess: () => toast.success(messages.departmentDeleted),
    onError: () => toast.error(messages.failedToDeleteDepartment),
    onSettled: () => setDeleting(null),
  });

  function save(event: FormEvent<HTMLFormElement>, department: Department) {
    event.preventDefault();
    const name = (names[department.id] ?? department.name).trim();
    if (name === department.name) return;
    update.mutate({ id: department.id, name });
  }

  return (
    <div ref={focusRoot} className="flex flex-col gap-4">
      <CreateDepartmentDialog />
      {departments.data?.length
        ? (
          <ul className="divide-y rounded-lg border bg-card">
            {departments.data.map((department) => {
              const name = names[department.id] ?? department.name;
              const isChanged = name.trim() !== department.name && name.trim() !== "";
              const isBusy = update.isPending && update.variables.id === department.id;
              return (
                <li key={department.id} data-row-key={department.id}>
                  <form
                    onSubmit={(event) => save(event, department)}
                    className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center"
                  >
                    <Input
                      aria-label={`Name of ${department.name}`}
                      value={name}
                      onChange={(event) => {
                        const next = event.target.value;
                        setNames((current) => ({ ...current, [department.id]: next }));
                      }}
                      maxLength={100}
                      required
                      className="sm:flex-1"
                    />
                    <div className="grid grid-cols-2 gap-2 sm:flex">
                      <Button
                        type="submit"
                        size="sm"
                        disabled={!isChanged || isBusy}
                        aria-label={`Save ${department.name}`}
                      >
                        <SaveIcon aria-hidden="true" />
                        Save
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        className="text-destructive"
                        onClick={() => setDeleting(department)}
                        aria-label={`Delete ${department.name}`}
                      >
                        <Trash2Icon aria-hidden="true" />
                        Delete
                      </Button>
                    </div>
                  </form>
                </li>
              );
            })}
          </ul>
        )
        : <ListStatus {...status} isEmpty={departments.isSuccess} />}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete department"
        description={deleting
          ? `Are you sure you want to delete ${deleting.name}? Its users will have no department.`
          : ""}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        isBusy={remove.isPending}
      />
    </div>
  );
}
