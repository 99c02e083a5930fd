import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { ManageDepartments } from "@/features/departments/components/manage-departments";

/** /departments: departments created, renamed and deleted. */
export default function DepartmentsRoute() {
  return (
    <Page title={messages.manageDepartmentsTitle} layout="form">
      <ManageDepartments />
    </Page>
  );
}
