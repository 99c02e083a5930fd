import { messages } from "@shared/messages.ts";

import { ManageDepartments } from "@/features/departments/components/manage-departments";

/** /departments: departments created, renamed and deleted. */
export default function DepartmentsRoute() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.manageDepartmentsTitle}</h1>
      <ManageDepartments />
    </section>
  );
}
