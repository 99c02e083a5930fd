import { PlaceholderPage } from "@/app/routes/app/placeholder-page";
import { paths } from "@/config/paths";

export default function AdminApprovalRoute() {
  return <PlaceholderPage route={paths.app.adminApproval} />;
}
