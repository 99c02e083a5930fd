import { Link } from "react-router";

import { messages } from "@shared/messages.ts";

import { AuthLayout } from "@/app/routes/auth/auth-layout";
import { paths } from "@/config/paths";

// Placeholder until the reset feature lands: new and confirm password fields (spec section 2).
export default function ResetPasswordTokenRoute() {
  return (
    <AuthLayout title={messages.resetPassword}>
      <Link
        to={paths.auth.login.getHref()}
        className="text-sm underline underline-offset-4"
      >
        Back to login
      </Link>
    </AuthLayout>
  );
}
