import { messages } from "@shared/messages.ts";

import { Page } from "@/app/page";
import { ManageUsers } from "@/features/users/components/manage-users";

/** /users: the admin's home; users listed, exported, created, edited and deleted. */
export default function UsersRoute() {
  return (
    <Page title={messages.manageUsersTitle}>
      <ManageUsers />
    </Page>
  );
}
