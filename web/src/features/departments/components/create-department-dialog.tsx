import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";
import { departmentSchema } from "@shared/schemas/departments.ts";

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
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { withLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

import { useCreateDepartment } from "../api/create-department";

const LABELS = { name: "Name" };

/** The Create Department button and its dialog: a name, checked before sending ("Name is required"). */
export function CreateDepartmentDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: withLabels(zodResolver(departmentSchema), LABELS),
    defaultValues: { name: "" },
  });
  const create = useCreateDepartment({
    onSuccess: () => {
      toast.success(messages.departmentCreated);
      setOpen(false);
      form.reset();
    },
    onError: (error) => {
      reportRefusal(messages.failedToCreateDepartment, error, form.setError, LABELS);
    },
  });

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
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit(({ name }) => create.mutate(name))}
            className="grid gap-4"
            noValidate
          >
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input maxLength={100} required {...field} />
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? messages.submitting : "Create"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
