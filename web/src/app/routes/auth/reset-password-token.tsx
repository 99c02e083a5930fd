import { useNavigate, useParams } from "react-router";

import { messages } from "@shared/messages.ts";

import { AuthLayout, BackToLogin } from "@/app/routes/auth/auth-layout";
import { paths } from "@/config/paths";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

/** /reset_password/:token: the new password twice; on success back to /login. */
export default function ResetPasswordTokenRoute() {
  const { token = "" } = useParams();
  const navigate = useNavigate();

  return (
    <AuthLayout title={messages.resetPassword} description="Choose a new password.">
      <div className="flex flex-col gap-4">
        <ResetPasswordForm
          token={token}
          onSuccess={() => navigate(paths.auth.login.getHref(), { replace: true })}
        />
        <BackToLogin />
      </div>
    </AuthLayout>
  );
}
