import { PlusIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";

import { useCreateDepartment } from "../api/create-department";

/** The Create Department button and its dialog: a name. */
export function CreateDepartmentDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const id = useId();
  const create = useCreateDepartment({
    onSuccess: () => {
      toast.success(messages.departmentCreated);
      setOpen(false);
      setName("");
    },
    onError: (error) =>
      toast.error(messages.failedToCreateDepartment, {
        description: error instanceof ApiError && error.status === 409 ? error.error : undefined,
      }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(name.trim());
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full sm:w-fit">
          <PlusIcon aria-hidden="true" />
          {messages.createDepartment}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{messages.createDepartment}</DialogTitle>
          <DialogDescription className="sr-only">{messages.createDepartment}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={id}>Name</Label>
            <Input
              id={id}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={100}
              required
              pattern=".*\S.*"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? messages.submitting : "Create"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
