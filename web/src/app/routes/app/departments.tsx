import { PlaceholderPage } from "@/app/routes/app/placeholder-page";
import { paths } from "@/config/paths";

export default function DepartmentsRoute() {
  return <PlaceholderPage route={paths.app.departments} />;
}
