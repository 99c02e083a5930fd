import { messages } from "@shared/messages.ts";

import { ManageUsers } from "@/features/users/components/manage-users";

/** /users: the admin's home; users listed, exported, created, edited and deleted. */
export default function UsersRoute() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.manageUsersTitle}</h1>
      <ManageUsers />
    </section>
  );
}
