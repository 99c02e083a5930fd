import { PlaceholderPage } from "@/app/routes/app/placeholder-page";
import { paths } from "@/config/paths";

export default function SicknessSummaryRoute() {
  return <PlaceholderPage route={paths.app.sicknessSummary} />;
}
