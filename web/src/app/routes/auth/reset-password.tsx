import { messages } from "@shared/messages.ts";

import { AuthLayout, BackToLogin } from "@/app/routes/auth/auth-layout";
import { RequestResetForm } from "@/features/auth/components/request-reset-form";

/** /reset_password: an email to send a reset link to, and a link back to login. */
export default function ResetPasswordRoute() {
  return (
    <AuthLayout
      title={messages.resetPassword}
      description="Enter your work email and we will send you a link to choose a new password."
    >
      <div className="flex flex-col gap-4">
        <RequestResetForm />
        <BackToLogin />
      </div>
    </AuthLayout>
  );
}
