import { PlaceholderPage } from "@/app/routes/app/placeholder-page";
import { paths } from "@/config/paths";

export default function SicknessLogsRoute() {
  return <PlaceholderPage route={paths.app.sicknessLogs} />;
}
