import { PlaceholderPage } from "@/app/routes/app/placeholder-page";
import { paths } from "@/config/paths";

export default function UsersRoute() {
  return <PlaceholderPage route={paths.app.users} />;
}
